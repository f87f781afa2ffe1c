import { expect, heading, test, withToken } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

test('downloads the zip of a finished job', async ({ page }) => {
  await page.goto('/#/download?status=done');
  await expect(heading(page)).toHaveText('下载中心');
  const table = page.getByRole('table', { name: '下载任务' });
  const menu = table.getByRole('button', { name: /^操作：/ }).first();
  const name = ((await menu.getAttribute('aria-label')) ?? '').replace(/^操作：/, '');
  await menu.click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '下载压缩包' }).click();
  expect((await download).suggestedFilename()).toBe(`${name}.zip`);
});

test('retries a failed job, which packs again until it can be downloaded', async ({ page }) => {
  await page.goto('/#/download?status=failed');
  const table = page.getByRole('table', { name: '下载任务' });
  const menu = table.getByRole('button', { name: /^操作：/ }).first();
  const name = ((await menu.getAttribute('aria-label')) ?? '').replace(/^操作：/, '');
  await menu.click();
  await page.getByRole('menuitem', { name: '重试' }).click();
  await expect(page.getByText(`任务 ${name} 已重新排队`)).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索任务名称' }).fill(name);
  await page.getByRole('searchbox', { name: '搜索任务名称' }).press('Enter');
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '全部状态' }).click();
  const row = table.getByRole('row').filter({ hasText: name });
  // The list refreshes itself while the job packs: no reload.
  await expect(row).toContainText('可下载');
  await expect(row).not.toContainText('失败');
});
