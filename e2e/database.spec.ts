import { expect, heading, test, withToken } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

test('a backup created under a name is seen progressing, found again after leaving, finished and deleted', async ({
  page,
}) => {
  await page.goto('/#/database-management/database');
  await expect(heading(page)).toHaveText('数据库');
  await page.getByRole('button', { name: '立即备份' }).click();
  const dialog = page.getByRole('dialog', { name: '立即备份' });
  await dialog.getByRole('textbox', { name: '备份名称' }).fill('端到端备份');
  await dialog.getByRole('button', { name: '开始备份' }).click();
  await expect(page.getByRole('progressbar', { name: '备份进度 端到端备份' })).toBeVisible();

  await page.getByRole('link', { name: '下载中心' }).first().click();
  await expect(heading(page)).toHaveText('下载中心');
  await page.goBack();
  const table = page.getByRole('table', { name: /的备份$/ });
  const row = table.getByRole('row').filter({ hasText: '端到端备份' });
  await expect(row).toContainText('成功');
  await expect(row).toContainText('.dump');

  await page.getByRole('button', { name: '操作：端到端备份' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('端到端备份');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0);
});

test('客户标签: a tag created, edited and deleted', async ({ page }) => {
  await page.goto('/#/system-management/customer-tags');
  await expect(heading(page)).toHaveText('客户标签');
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增客户标签' });
  await add.getByRole('textbox', { name: '标签名称' }).fill('端到端客户');
  await add.getByRole('textbox', { name: '说明' }).fill('端到端试验车辆');
  await add.getByRole('button', { name: '保存' }).click();
  const table = page.getByRole('table', { name: '客户标签' });
  await expect(table.getByRole('row').filter({ hasText: '端到端客户' })).toContainText(
    '端到端试验车辆',
  );

  await page.getByRole('button', { name: '操作：端到端客户' }).click();
  await page.getByRole('menuitem', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑客户标签' });
  await edit.getByRole('textbox', { name: '标签名称' }).fill('端到端客户二');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(table.getByRole('row').filter({ hasText: '端到端客户二' })).toBeVisible();

  await page.getByRole('button', { name: '操作：端到端客户二' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('没有账号或车队使用它');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(table.getByRole('row').filter({ hasText: '端到端客户' })).toHaveCount(0);
});
