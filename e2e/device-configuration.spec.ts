import type { Page } from '@playwright/test';

import { expect, heading, test, withToken } from './fixtures';

const PATH = '/#/device-management/device-configuration?deviceId=1024';
const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

test('a port beyond capacity is refused, naming the bus type', async ({ page }) => {
  await page.goto(PATH);
  await expect(heading(page)).toHaveText('设备配置');
  // A bus type that takes no port says so on its one add button, and the slots offer none.
  const ethLog = group(page, 'ETH-LOG');
  await expect(ethLog.getByRole('button')).toHaveCount(1);
  const ethLogAdd = ethLog.getByRole('button', { name: '添加ETH-LOG端口' });
  await expect(ethLogAdd).toHaveAccessibleDescription('ETH-LOG 不能配置端口');
  await expect(ethLog.getByText('ETH-LOG 不能配置端口')).toBeVisible();
  // Playwright will not click an aria-disabled button; a keyboard user can still press it.
  await ethLogAdd.focus();
  await page.keyboard.press('Enter');
  await expect(ethLog.getByRole('alert')).toHaveText('ETH-LOG 不能配置端口');
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
  // Filled to its capacity from the keyboard, FlexRay refuses the next port by name.
  const flexray = group(page, 'FlexRay');
  const add = flexray.getByRole('button', { name: '添加FlexRay端口' });
  await add.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(flexray.getByText(/已用 2 \/ 2/)).toBeVisible();
  await expect(add).toHaveAccessibleDescription('FlexRay 最多 2 个端口');
  await page.keyboard.press('Enter');
  await expect(flexray.getByRole('alert')).toHaveText('FlexRay 最多 2 个端口');
  await expect(flexray.getByText(/已用 2 \/ 2/)).toBeVisible();
});

test('a change is listed before saving and is there when the device is opened again', async ({
  page,
}) => {
  await page.goto(PATH);
  const can = group(page, 'CAN');
  const rate = can.getByRole('textbox', { name: 'CAN 2 速率 (bit/s)' });
  await rate.fill('250000');
  await page.getByRole('button', { name: '保存' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('速率 (bit/s)：500000 → 250000');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
  // The embedded mock keeps its data for the page's life: leave and come back without a reload.
  await page.getByRole('link', { name: '切换设备' }).click();
  await page.getByRole('link', { name: /^配置\s*VD1K241101001(?![0-9])/ }).click();
  await expect(group(page, 'CAN').getByRole('textbox', { name: 'CAN 2 速率 (bit/s)' })).toHaveValue(
    '250000',
  );
});

test('unsaved edits ask before leaving and come back as a draft', async ({ page }) => {
  await page.goto(PATH);
  const name = group(page, 'CAN').getByRole('textbox', { name: 'CAN 1 名称' });
  await name.fill('动力总线');
  await page.getByRole('link', { name: '设备列表' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '离开' }).click();
  await expect(heading(page)).toHaveText('设备列表');
  await page.goto(PATH);
  await expect(page.getByText('发现未保存的草稿')).toBeVisible();
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await expect(group(page, 'CAN').getByRole('textbox', { name: 'CAN 1 名称' })).toHaveValue(
    '动力总线',
  );
});
