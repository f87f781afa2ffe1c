import type { Locator, Page } from '@playwright/test';

import { expect, GUEST, heading, logIn, test, withToken } from './fixtures';

const BASE = '/#/master-data-management';
const rows = (table: Locator) => table.locator('tbody tr');

/** Picks an option of a labelled select inside `scope`. */
const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Opens a row's menu and picks an action. */
const rowAction = async (page: Page, name: string, action: '编辑' | '删除') => {
  await page.getByRole('button', { name: `操作：${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

/** Deletes a row after the confirmation naming it, and sees it gone. */
const deleteRow = async (page: Page, table: Locator, name: string) => {
  await rowAction(page, name, '删除');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(table).toContainText('没有符合条件');
};

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('车型: the bare area lands here; create, edit, delete', async ({ page }) => {
    await page.goto(BASE);
    await expect(heading(page)).toHaveText('车型');
    const table = page.getByRole('table', { name: '车型列表' });
    await expect(table).toContainText('比亚迪 汉 EV');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增车型' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByLabel('车型名称')).toBeFocused();
    await expect(dialog).toContainText('请输入车型名称');
    await dialog.getByLabel('车型名称').fill('问界 M9 试验');
    await dialog.getByLabel('品牌').fill('问界');
    await choose(page, dialog, '车型类别', '乘用车');
    await choose(page, dialog, '动力形式', '增程');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: '搜索车型' }).fill('问界');
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table)).toContainText('增程');

    await rowAction(page, '问界 M9 试验', '编辑');
    const edit = page.getByRole('dialog', { name: '编辑车型' });
    await edit.getByLabel('品牌').fill('鸿蒙智行');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(rows(table)).toContainText('鸿蒙智行');
    await deleteRow(page, table, '问界 M9 试验');
  });

  test('车型 in use: the confirmation names its cars and keeps it', async ({ page }) => {
    await page.goto(`${BASE}/vehicle-model?keyword=智己 L7`);
    await rowAction(page, '智己 L7', '删除');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('3 辆车、3 个 ECU使用此车型');
    await confirm.getByRole('button', { name: '知道了' }).click();
    await expect(page.getByRole('table', { name: '车型列表' })).toContainText('智己 L7');
  });

  test('车辆: the VIN checked as typed; create, edit, delete', async ({ page }) => {
    await page.goto(`${BASE}/vehicle`);
    const table = page.getByRole('table', { name: '车辆列表' });
    await expect(rows(table).first()).toBeVisible();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增车辆' });
    await dialog.getByLabel('VIN').fill('LVSHCAMB2CE054249');
    await expect(dialog).toContainText('VIN 第 9 位校验位应为 1，实际为 2');
    await dialog.getByLabel('VIN').fill('LVSHCAMB1CE054249');
    await expect(dialog).toContainText('VIN 校验通过，未被其他车辆使用');
    await dialog.getByLabel('车牌号').fill('沪A123456');
    await choose(page, dialog, '车型', '比亚迪 汉 EV');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toContainText('新能源车牌须为 D 或 F 开头');
    await dialog.getByLabel('车牌号').fill('沪AD12345');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: '搜索车辆' }).fill('LVSHCAMB1CE054249');
    await expect(rows(table)).toHaveCount(1);

    await rowAction(page, '沪AD12345', '编辑');
    const edit = page.getByRole('dialog', { name: '编辑车辆' });
    await expect(edit).toContainText('VIN 校验通过');
    await edit.getByLabel('车牌号').fill('沪AF67890');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(rows(table)).toContainText('沪AF67890');
    await deleteRow(page, table, '沪AF67890');
  });

  test('车辆 import: bad rows marked, the good ones imported', async ({ page }) => {
    await page.goto(`${BASE}/vehicle`);
    await page.getByRole('button', { name: '批量导入' }).click();
    const dialog = page.getByRole('dialog', { name: '批量导入车辆' });
    const csv = [
      'VIN,车牌号,车型,车队,备注',
      '1M8GDM9AXKP042788,沪AD00001,比亚迪 汉 EV,上海试验一队,',
      '1M8GDM9A0KP042788,沪AD00002,比亚迪 汉 EV,,',
      '1M8GDM9AXKP042788,沪AD00003,比亚迪 汉 EV,,',
      '1HGCM82633A004352,沪AD00004,不存在的车型,,',
      '1HGCM82633A004352,沪AD00005,理想 L9,,',
    ].join('\r\n');
    await dialog.getByLabel('选择 CSV 文件').setInputFiles({
      name: 'cars.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv}\r\n`, 'utf8'),
    });
    await expect(dialog.getByRole('status').filter({ hasText: /^可导入/ })).toHaveText(
      '可导入 1 行，有问题 4 行（不会导入）',
    );
    await expect(dialog.getByRole('row', { name: /沪AD00002/ })).toContainText(
      'VIN 第 9 位校验位应为 X，实际为 0',
    );
    await expect(dialog.getByRole('row', { name: /沪AD00003/ })).toContainText('VIN 与第 2 行重复');
    await expect(dialog.getByRole('row', { name: /沪AD00004/ })).toContainText('未知车型');
    await expect(dialog.getByRole('row', { name: /沪AD00005/ })).toContainText('VIN 与第 5 行重复');
    await dialog.getByRole('button', { name: '导入 1 辆车' }).click();
    await expect(dialog.getByRole('row', { name: /沪AD00001/ })).toContainText('已导入');
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await page.getByRole('searchbox', { name: '搜索车辆' }).fill('沪AD0000');
    await expect(rows(page.getByRole('table', { name: '车辆列表' }))).toHaveCount(1);
  });

  test('试验员: create, edit, delete', async ({ page }) => {
    await page.goto(`${BASE}/tester`);
    const table = page.getByRole('table', { name: '试验员列表' });
    await expect(rows(table).first()).toBeVisible();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增试验员' });
    await dialog.getByLabel('姓名').fill('欧阳测试');
    await dialog.getByLabel('手机号').fill('12345678901');
    await dialog.getByLabel('工号').fill('E2E-T001');
    await choose(page, dialog, '车队', '上海试验一队');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByLabel('手机号')).toBeFocused();
    await dialog.getByLabel('手机号').fill('13912345678');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: '搜索试验员' }).fill('E2E-T001');
    await expect(rows(table)).toHaveCount(1);
    await rowAction(page, '欧阳测试', '编辑');
    const edit = page.getByRole('dialog', { name: '编辑试验员' });
    await edit.getByLabel('工号').fill('E2E-T002');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.getByRole('searchbox', { name: '搜索试验员' }).fill('E2E-T002');
    await expect(rows(table)).toHaveCount(1);
    await rowAction(page, '欧阳测试', '删除');
    await expect(page.getByRole('alertdialog')).toContainText('上海试验一队');
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(table).toContainText('没有符合条件');
  });

  test('ECU: create, edit, delete', async ({ page }) => {
    await page.goto(`${BASE}/ecu`);
    const table = page.getByRole('table', { name: 'ECU 列表' });
    await expect(rows(table).first()).toBeVisible();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增 ECU' });
    await dialog.getByLabel('ECU 名称').fill('TBOX 远程终端');
    await dialog.getByLabel('供应商').fill('华为');
    await dialog.getByLabel('硬件版本').fill('HW1.0');
    await dialog.getByLabel('软件版本').fill('SW2.3.1');
    await choose(page, dialog, '所属车型', '蔚来 ES6');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: '搜索 ECU' }).fill('TBOX');
    await expect(rows(table)).toHaveCount(1);
    await rowAction(page, 'TBOX 远程终端', '编辑');
    const edit = page.getByRole('dialog', { name: '编辑 ECU' });
    await edit.getByLabel('软件版本').fill('SW2.4.0');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(rows(table)).toContainText('SW2.4.0');
    await deleteRow(page, table, 'TBOX 远程终端');
  });
});

test('a guest sees 车辆 without any change', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, GUEST);
  await expect(heading(page)).toHaveText('设备列表');
  await page.goto(`${BASE}/vehicle`);
  const table = page.getByRole('table', { name: '车辆列表' });
  await expect(rows(table).first()).toBeVisible();
  // The guest holds neither master:vehicle-edit, -import nor -delete: no control changes a car.
  for (const name of ['新增', '批量导入', '批量删除']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^操作：/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
});
