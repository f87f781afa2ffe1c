import type { Locator, Page } from '@playwright/test';

import { expect, GUEST, heading, logIn, test } from './fixtures';
import { ROUTES } from './route-table';

// 访客 holds the view codes only. On every screen it may open, and in the first row menu of every
// table there, no control that changes data may be enabled: absent, or disabled with its reason.

/** Names of controls that change data: 新增… and 新建… whole, the rest exactly (导出 and 重置 only read). */
const WRITE =
  /^(新增|新建).*|^(编辑|删除|批量删除|批量导入|导入|导入 CSV|上传固件|运行|停止|保存|切片|重新检查|发布|撤回|启用|禁用|重置密码|复制|备份|立即备份|恢复|解绑|绑定|下发|取消升级|暂停|继续|重试)$/;

/** The password page is open to every account: changing one's own password is not gated. */
const WALKED = ROUTES.filter((row) => row.path !== '/edit-password');

/** What the user sees once the screen has loaded: no busy region, every table filled or empty. */
const settled = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const table of await page.getByRole('table').all()) {
    await expect(table.getByRole('row').nth(1)).toBeAttached();
  }
};

/** Enabled write controls among `candidates`, by name. */
const enabledWrites = async (candidates: Locator): Promise<string[]> => {
  const found: string[] = [];
  for (const control of await candidates.all()) {
    if (!(await control.isVisible())) continue;
    const name = ((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim();
    if (!WRITE.test(name)) continue;
    const disabled =
      (await control.isDisabled()) ||
      (await control.getAttribute('aria-disabled')) === 'true' ||
      (await control.getAttribute('data-disabled')) !== null;
    if (!disabled) found.push(name);
  }
  return found;
};

const screenWrites = (page: Page) =>
  enabledWrites(
    page.locator('main').locator('button, a[href], [role="switch"], [role="menuitem"]'),
  );

/** The first row menu of each table: its items. */
const rowMenuWrites = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  for (const table of await page.getByRole('table').all()) {
    const trigger = table.getByRole('button', { name: /^操作：/ }).first();
    if ((await trigger.count()) === 0) continue;
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    found.push(...(await enabledWrites(menu.getByRole('menuitem'))));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return found;
};

test.describe('访客 sees no enabled control that changes data', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/login');
    await logIn(page, GUEST);
    await expect(heading(page)).toHaveText('设备列表');
  });

  for (const row of WALKED) {
    test(`${row.path}`, async ({ page }) => {
      await page.goto(`/#${row.path}`);
      await expect(heading(page)).toHaveText(new RegExp(`^(${row.title}|无权限)$`));
      await settled(page);
      expect(await screenWrites(page)).toEqual([]);
      expect(await rowMenuWrites(page)).toEqual([]);
      for (const tab of await page.locator('main').getByRole('tab').all()) {
        if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) {
          continue;
        }
        await tab.click();
        await settled(page);
        expect(await screenWrites(page)).toEqual([]);
        expect(await rowMenuWrites(page)).toEqual([]);
      }
    });
  }
});

test('a delete forced with 访客’s token is refused by the mock, and the device is still listed', async ({
  page,
}) => {
  await page.goto('/#/login');
  await logIn(page, GUEST);
  const table = page.getByRole('table', { name: '采集设备' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const serial = /VD\S+/.exec(await first.innerText())?.[0] ?? '';
  expect(serial).not.toBe('');
  const answer = await page.evaluate(async (serialNo) => {
    const token = localStorage.getItem('jwtToken') ?? '';
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await fetch(`/api/device/list?pageNo=1&pageSize=20&keyword=${serialNo}`, {
      headers,
    });
    const listed = (await list.json()) as { data: { list: { id: number }[] } };
    const id = listed.data.list[0]?.id;
    const refused = await fetch('/api/device/delete', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ids: [id] }),
    });
    return { status: refused.status, body: (await refused.json()) as { msg: string } };
  }, serial);
  expect(answer.status).toBe(403);
  expect(answer.body.msg).toBe('无权限');
  await page.goto(`/#/device-management/device-list?keyword=${serial}`);
  await expect(table.getByRole('row', { name: new RegExp(serial) })).toBeVisible();
});
