import type { Page } from '@playwright/test';

import { expect, GUEST, hashPath, hashSearch, heading, logIn, test, withToken } from './fixtures';

const LIST = '/#/test-project-management/testproject';
const table = (page: Page) => page.getByRole('table', { name: '试验项目列表' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

const rowAction = async (page: Page, name: string, action: string) => {
  await table(page)
    .getByRole('button', { name: `操作：${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
};

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('a project is created, edited and deleted', async ({ page }) => {
    await page.goto(LIST);
    await expect(row(page, 'TP-2026-001')).toBeVisible();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增试验项目' });
    await dialog.getByRole('textbox', { name: '项目名称' }).fill('荣威 RX5 山区坡道试验');
    await dialog.getByRole('textbox', { name: '项目编号' }).fill('TP-2026-101');
    await dialog.getByRole('button', { name: /^车队/ }).click();
    await page.getByRole('checkbox', { name: '上海试验二队' }).check();
    await page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: '开始日期' }).fill('2026-11-01');
    await dialog.getByRole('textbox', { name: '开始日期' }).press('Tab');
    await dialog.getByRole('textbox', { name: '结束日期' }).fill('2026-10-01');
    await dialog.getByRole('textbox', { name: '结束日期' }).press('Tab');
    await dialog.getByRole('textbox', { name: '目标里程（km）' }).fill('5000');
    await dialog.getByRole('textbox', { name: '目标时长（h）' }).fill('120');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toContainText('结束日期不能早于开始日期');
    await dialog.getByRole('textbox', { name: '结束日期' }).fill('2026-12-31');
    await dialog.getByRole('textbox', { name: '结束日期' }).press('Tab');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const created = row(page, 'TP-2026-101');
    await expect(created).toContainText('未开始');
    await expect(created).toContainText('3 辆');

    await rowAction(page, '荣威 RX5 山区坡道试验', '编辑');
    const edit = page.getByRole('dialog', { name: '编辑试验项目' });
    await edit.getByRole('textbox', { name: '项目名称' }).fill('荣威 RX5 山区坡道耐久试验');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, 'TP-2026-101')).toContainText('荣威 RX5 山区坡道耐久试验');

    await rowAction(page, '荣威 RX5 山区坡道耐久试验', '删除');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('荣威 RX5 山区坡道耐久试验');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(row(page, 'TP-2026-101')).toHaveCount(0);
  });

  test('a project opens the dashboard on its fleets, cars and period', async ({ page }) => {
    await page.goto(LIST);
    await rowAction(page, '智己 L7 城市道路可靠性试验', '在数据看板中查看');
    await expect(heading(page)).toHaveText('数据看板');
    expect(hashPath(page)).toBe('/dashboard');
    const search = hashSearch(page);
    expect(search.get('projectStart')).toContain('2026-09-01');
    expect(search.get('fleets')).toBeTruthy();
    expect(search.get('mileageCars')).toBeTruthy();
  });
});

test('a guest sees no delete on the project list', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, GUEST);
  await expect(heading(page)).toHaveText('设备列表');
  await page.goto(LIST);
  await expect(row(page, 'TP-2026-001')).toBeVisible();
  await expect(page.getByRole('button', { name: '批量删除' })).toHaveCount(0);
  await table(page).getByRole('button', { name: '操作：智己 L7 城市道路可靠性试验' }).click();
  await expect(page.getByRole('menuitem', { name: '删除' })).toHaveCount(0);
});
