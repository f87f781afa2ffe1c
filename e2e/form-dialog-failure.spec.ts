import { type CallFailure, expect, failCalls, test, withToken } from './fixtures';

const LIST = '/#/device-management/device-list';
const SAVE = '/api/device/save';

const failures: readonly (readonly [CallFailure, string])[] = [
  [{ kind: 'business', code: 1411, msg: '设备序列号已存在' }, '设备序列号已存在'],
  [{ kind: 'http500' }, '服务器错误'],
  [{ kind: 'offline' }, '网络请求超时'],
];

for (const [failure, reason] of failures) {
  test(`the device dialog stays open as typed when the save fails (${failure.kind})`, async ({
    page,
  }) => {
    await withToken(page);
    await failCalls(page, { [SAVE]: failure });
    await page.goto(LIST);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增设备' });
    await dialog.getByRole('textbox', { name: '序列号' }).fill('VD2K-E2E-0001');
    await dialog.getByRole('textbox', { name: '设备名称' }).fill('端到端采集器');
    await dialog.getByRole('combobox', { name: '设备型号' }).click();
    await page.getByRole('option', { name: 'VD-2000' }).click();
    await dialog.getByRole('textbox', { name: '备注' }).fill('失败后仍在');
    await dialog.getByRole('button', { name: '保存' }).click();

    await expect(dialog.getByRole('alert')).toContainText(reason);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '序列号' })).toHaveValue('VD2K-E2E-0001');
    await expect(dialog.getByRole('textbox', { name: '设备名称' })).toHaveValue('端到端采集器');
    await expect(dialog.getByRole('combobox', { name: '设备型号' })).toHaveText('VD-2000');
    await expect(dialog.getByRole('textbox', { name: '备注' })).toHaveValue('失败后仍在');
    await expect(dialog.getByRole('button', { name: '保存' })).toBeEnabled();
  });
}
