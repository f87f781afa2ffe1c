import type { Page } from '@playwright/test';

import { expect, hashPath, hashSearch, heading, test, withToken } from './fixtures';

const LIST = '/#/device-management/device-list';

const tabList = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
const tab = (page: Page, name: string) => tabList(page).getByRole('tab', { name, exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

const openFromMenu = async (page: Page, area: string, screen: string) => {
  const menu = mainMenu(page);
  const link = menu.getByRole('link', { name: screen, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: area }).click();
  await link.click();
  await expect(heading(page)).toHaveText(screen);
};

test.describe('workspace tabs', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('screens open as tabs that keep their filters, survive a reload and close', async ({
    page,
  }) => {
    await page.goto(LIST);
    await expect(heading(page)).toHaveText('设备列表');
    await page.getByRole('combobox', { name: '登记状态' }).click();
    await page.getByRole('option', { name: '未注册' }).click();
    await expect.poll(() => hashSearch(page).get('status')).toBe('0');

    await openFromMenu(page, '系统管理', '操作日志');
    await openFromMenu(page, '数据计算平台', '计算任务');
    await expect(tabList(page).getByRole('tab')).toHaveText(['设备列表', '操作日志', '计算任务']);
    await expect(tab(page, '计算任务')).toHaveAttribute('aria-selected', 'true');

    // Back to the list: the filter is still there.
    await tab(page, '设备列表').click();
    await expect(heading(page)).toHaveText('设备列表');
    expect(hashPath(page)).toBe('/device-management/device-list');
    await expect.poll(() => hashSearch(page).get('status')).toBe('0');
    await expect(page.getByRole('combobox', { name: '登记状态' })).toHaveText('未注册');

    // The tabs survive a reload.
    await page.reload();
    await expect(heading(page)).toHaveText('设备列表');
    await expect(tabList(page).getByRole('tab')).toHaveText(['设备列表', '操作日志', '计算任务']);

    // 关闭其他 from 计算任务 leaves it and the landing tab, which cannot be closed.
    await tab(page, '计算任务').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(heading(page)).toHaveText('计算任务');
    await expect(tabList(page).getByRole('tab')).toHaveText(['设备列表', '计算任务']);

    // Alt+Shift+W reopens the last one closed, with its URL.
    await page.keyboard.press('Alt+Shift+KeyW');
    await expect(tabList(page).getByRole('tab')).toHaveCount(3);
  });

  test('switching back restores the scroll of a tab', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 500 });
    await page.goto(LIST);
    await expect(heading(page)).toHaveText('设备列表');
    await expect(
      page.getByRole('table', { name: '采集设备' }).locator('tbody tr').first(),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const kept = await page.evaluate(() => window.scrollY);
    await openFromMenu(page, '系统管理', '操作日志');
    await tab(page, '设备列表').click();
    await expect(heading(page)).toHaveText('设备列表');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(kept);
  });
});
