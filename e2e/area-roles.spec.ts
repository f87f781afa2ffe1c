import type { Page } from '@playwright/test';

import { AuthorityCode } from '../src/api/generated/model/authorityCode';
import { DEMO_TOKEN, expect, hashPath, heading, logIn, test } from './fixtures';
import { ROUTES } from './route-table';

// A role holding the codes of one area only: after login it lands on that area's first screen, and
// every screen of the area, with its tabs and pickers, loads without one call refused (403).

/** Areas of the menu and the prefix of their authority codes. */
const AREAS = [
  { area: '数据计算平台', prefix: 'compute', landing: '/data-compute/signal-dict' },
  { area: '数据管理', prefix: 'data', landing: '/data-manager/original-data' },
  { area: '采集设备管理', prefix: 'device', landing: '/device-management/device-list' },
  { area: '实时监控', prefix: 'monitor', landing: '/monitoring/global-monitoring' },
  { area: '试验项目管理', prefix: 'test-project', landing: '/test-project-management/testproject' },
  { area: '主数据管理', prefix: 'master', landing: '/master-data-management/car-team' },
  { area: '系统管理', prefix: 'system', landing: '/system-management/account-management' },
  { area: '数据看板', prefix: 'dashboard', landing: '/dashboard' },
  { area: '固件库', prefix: 'firmware', landing: '/firmware-library/firmware-library-list' },
  { area: '数据库管理', prefix: 'database', landing: '/database-management/database' },
  { area: '下载中心', prefix: 'download', landing: '/download' },
] as const;

const PASSWORD = 'Vdaq@2026';

/**
 * A role with `codes` and an account holding it, made through the contract's calls from the page
 * (the embedded mock answers in the page; any token other than one it issued is the administrator).
 */
const accountWith = async (page: Page, name: string, codes: string[]) => {
  const username = `area-${name}`;
  const code = await page.evaluate(
    async ({ token, username, name, codes, password }) => {
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const post = async (path: string, body: unknown) =>
        (await (
          await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
        ).json()) as {
          code: number;
          data: { id: number };
        };
      const role = await post('/api/role/save', { name, description: name, authorities: codes });
      const account = await post('/api/account/save', {
        username,
        realName: name,
        password,
        roleIds: [role.data.id],
        userTagIds: [],
        status: 'enabled',
      });
      return account.code;
    },
    { token: DEMO_TOKEN, username, name, codes, password: PASSWORD },
  );
  expect(code).toBe(0);
  return { username, password: PASSWORD };
};

/** Every call the page has answered with 403, by path. */
const watchRefusals = (page: Page) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  return refused;
};

/** What the user sees once the screen has loaded: no busy region, every table filled or empty. */
const settled = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const table of await page.getByRole('table').all()) {
    await expect(table.getByRole('row').nth(1)).toBeAttached();
  }
};

/** Opens every picker of the screen once, waiting for what it lists, and closes it again. */
const openPickers = async (page: Page) => {
  for (const picker of await page.locator('main').getByRole('combobox').all()) {
    if (!(await picker.isVisible()) || !(await picker.isEnabled())) continue;
    if ((await picker.getAttribute('aria-haspopup')) === null) continue;
    await picker.click();
    await expect(page.getByRole('listbox').or(page.getByRole('dialog')).first()).toBeVisible();
    await settled(page);
    await page.keyboard.press('Escape');
  }
};

for (const { area, prefix, landing } of AREAS) {
  test(`a role with only the ${prefix} codes lands on ${landing} and every screen of ${area} loads`, async ({
    page,
  }) => {
    const codes = Object.values(AuthorityCode).filter((code) => code.startsWith(`${prefix}:`));
    await page.goto('/#/login');
    await expect(heading(page)).toHaveText('登录');
    const account = await accountWith(page, prefix, codes);
    const refused = watchRefusals(page);
    await logIn(page, account);
    await expect.poll(() => hashPath(page)).toBe(landing);
    await expect(heading(page)).not.toHaveText('无权限');
    for (const row of ROUTES.filter((r) => r.area === area)) {
      await page.goto(`/#${row.path}`);
      await expect(heading(page)).toHaveText(row.title);
      await settled(page);
      await openPickers(page);
      for (const tab of await page.locator('main').getByRole('tab').all()) {
        if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) {
          continue;
        }
        await tab.click();
        await settled(page);
        await openPickers(page);
      }
      expect(refused, row.path).toEqual([]);
    }
  });
}
