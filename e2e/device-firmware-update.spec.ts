import { expect, heading, test, withToken } from './fixtures';

const PATH = '/#/device-management/device-firmware-update';
// Device 1029 (serial VD3K241101066) fails its first attempt in the mock; a retry succeeds.
const FAILING = 'VD3K241101066';

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

test('a staged update runs to the end: the rule pauses it, the rest goes on, a retry fixes the failed device', async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(heading(page)).toHaveText('设备升级');
  await page.getByRole('button', { name: '新建升级任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建升级任务' });
  await dialog.getByRole('combobox', { name: '固件' }).click();
  // The failing device is a VD-5000 Pro: only devices of the firmware's model are offered.
  await page.getByRole('option', { name: 'VD-5000 Pro 主控固件 V3.1.0-beta' }).click();
  const search = dialog.getByRole('searchbox', { name: '搜索序列号或设备名称' });
  await search.fill(FAILING);
  await dialog.getByRole('checkbox', { name: `选择 ${FAILING}` }).check();
  await search.fill('VD1K');
  await expect(dialog.getByText('暂无数据')).toBeVisible();
  await search.fill('VD3K');
  await dialog.getByRole('checkbox', { name: '选择 VD3K241101027' }).check();
  await dialog.getByRole('checkbox', { name: '选择 VD3K241101105' }).check();
  await expect(dialog.getByText('已选 3 台设备')).toBeVisible();
  await dialog.getByRole('checkbox', { name: '分批升级' }).check();
  await dialog.getByRole('textbox', { name: '首批台数' }).fill('1');
  await dialog.getByRole('textbox', { name: '失败率阈值（%）' }).fill('50');
  await dialog.getByRole('button', { name: '开始升级' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('先升级 1 台，首批失败率低于 50% 时自动继续其余 2 台');
  await confirm.getByRole('button', { name: '开始升级' }).click();

  const devices = page.getByRole('table', { name: '设备进度' });
  await expect(devices.getByRole('row', { name: new RegExp(FAILING) })).toContainText('首批');
  await expect(page.getByText('首批 1 台中 1 台失败，失败率 100%，未低于阈值 50%')).toBeVisible();
  await expect(devices.getByText('排队（等待首批结果）')).toHaveCount(2);

  await page.getByRole('button', { name: '继续升级其余设备' }).click();
  await expect(page.getByText('已完成', { exact: true })).toBeVisible();
  await expect(devices.getByText('成功', { exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: '重试失败设备' }).click();
  await expect(devices.getByText('成功', { exact: true })).toHaveCount(3);
  await expect(page.getByText('已完成', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试失败设备' })).toBeDisabled();
});

test('a device list row opens that device’s update history', async ({ page }) => {
  await page.goto('/#/device-management/device-list?keyword=VD2K241101014');
  await page.getByRole('button', { name: '操作：VD2K241101014' }).click();
  await page.getByRole('menuitem', { name: '升级记录' }).click();
  await expect(heading(page)).toHaveText('设备升级');
  await expect(page.getByRole('button', { name: '清除设备筛选' })).toBeVisible();
  await expect(page.getByRole('table', { name: '升级记录' })).toContainText('#1022');
});
