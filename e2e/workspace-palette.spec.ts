import { expect, hashPath, hashSearch, heading, test, withToken } from './fixtures';

test.describe('command palette and keys', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('Ctrl+K, sblb, Enter opens the device list', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(heading(page)).toHaveText('数据看板');
    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox', { name: '搜索页面和记录' });
    await expect(field).toBeFocused();
    await field.fill('sblb');
    await expect(page.getByRole('option', { name: /设备列表/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('设备列表');
    expect(hashPath(page)).toBe('/device-management/device-list');
    await expect(field).toBeHidden();
  });

  test('the header button opens the palette and Escape closes it', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(heading(page)).toHaveText('数据看板');
    const button = page.getByRole('button', { name: /搜索\s*Ctrl\s*K/ });
    await button.click();
    const field = page.getByRole('combobox', { name: '搜索页面和记录' });
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a serial number finds its device and opens the list filtered to it', async ({ page }) => {
    const serial = 'VD2K241101014';
    await page.goto('/#/dashboard');
    await expect(heading(page)).toHaveText('数据看板');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索页面和记录' }).fill(serial);
    await page
      .getByRole('group', { name: '设备' })
      .getByRole('option', { name: new RegExp(serial) })
      .click();
    await expect(heading(page)).toHaveText('设备列表');
    await expect.poll(() => hashSearch(page).get('keyword')).toBe(serial);
  });

  test('? shows the list of keys', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(heading(page)).toHaveText('数据看板');
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: '快捷键' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('cell', { name: '前往采集设备管理' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: '关闭当前页签' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('g then a letter goes to an area', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(heading(page)).toHaveText('数据看板');
    // The letters lead to the areas the user may see: wait until the menu shows them.
    await expect(page.getByRole('navigation').getByText('采集设备管理')).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await expect(heading(page)).toHaveText('设备列表');
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await expect(heading(page)).toHaveText('数据看板');
  });
});
