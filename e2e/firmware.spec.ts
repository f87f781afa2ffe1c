import { expect, heading, test, withToken } from './fixtures';

const PATH = '/#/firmware-library/firmware-library-list';

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

test('uploads firmware, shows its checksum, lists it and deletes it after a confirmation', async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(heading(page)).toHaveText('固件列表');
  await page.getByRole('button', { name: '上传固件' }).click();
  const dialog = page.getByRole('dialog', { name: '上传固件' });
  await dialog.getByLabel('固件文件').setInputFiles({
    name: 'e2e-main-v9.9.9.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(64 * 1024, 7),
  });
  await dialog.getByRole('textbox', { name: '固件名称' }).fill('端到端主控固件');
  await dialog.getByRole('textbox', { name: '版本' }).fill('V9.9.9');
  await dialog.getByRole('combobox', { name: '设备型号' }).click();
  await page.getByRole('option', { name: 'VD-3000' }).click();
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(dialog.getByRole('status')).toContainText(/校验值 \(MD5\)：[0-9a-f]{32}/);
  await dialog.getByRole('button', { name: '关闭' }).first().click();

  await page.getByRole('searchbox', { name: '搜索固件名称或版本' }).fill('V9.9.9');
  const table = page.getByRole('table', { name: '固件' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('64 KB');
  await page.getByRole('button', { name: '操作：端到端主控固件 V9.9.9' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('端到端主控固件 V9.9.9');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(table).toContainText('没有符合条件的固件');
});
