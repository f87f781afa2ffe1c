import { expect, heading, test, withToken } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

test('filters and pages through files, keeps the choice across pages, downloads and removes after a confirmation', async ({
  page,
}) => {
  await page.goto('/#/data-manager');
  await expect(heading(page)).toHaveText('原始数据');
  await page.getByRole('combobox', { name: '端口类型' }).click();
  await page.getByRole('option', { name: 'LIN1', exact: true }).click();
  await expect(page).toHaveURL(/portType=LIN1/);
  const table = page.getByRole('table', { name: '原始数据文件' });
  await expect(table.locator('tbody tr').first()).toContainText('LIN1');

  await table.getByRole('checkbox', { name: '全选本页' }).check();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await table.locator('tbody tr').first().getByRole('checkbox').check();
  await expect(page.getByText(/^已选 21 个文件，共 .+B$/)).toBeVisible();

  await page.getByRole('button', { name: '批量下载' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '已在下载中心创建下载任务' }),
  ).toBeVisible();

  await page.getByRole('button', { name: '批量删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(/将删除 21 个文件，共 .+B/);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^已选 \d+ 个文件/)).toBeHidden();

  await page.getByRole('link', { name: '前往下载中心' }).click();
  await expect(heading(page)).toHaveText('下载中心');
  await expect(page.getByRole('table', { name: '下载任务' })).toContainText('原始数据_');
});

test('slices the window a link prefills and links its job in 下载中心', async ({ page }) => {
  // A parsed data file gives a real car, port and window, as the trace chart would.
  await page.goto('/#/data-manager/original-data?tab=data&status=parsed');
  const row = page.getByRole('table', { name: '数据文件' }).locator('tbody tr').first();
  await expect(row).toContainText('已解析');
  const cells = row.locator('td');
  const vin = (await cells.nth(1).innerText()).trim().slice(0, 17);
  const port = (await cells.nth(3).innerText()).trim();
  const start = (await cells.nth(5).innerText()).trim();
  const end = (await cells.nth(6).innerText()).trim();

  const search = new URLSearchParams({ vin, portTypes: port, startTime: start, endTime: end });
  await page.goto(`/#/data-manager/data-cut?${search.toString()}`);
  await expect(heading(page)).toHaveText('数据切片');
  await expect(page.getByRole('textbox', { name: '开始时间' })).toHaveValue(start);
  await expect(page.getByRole('textbox', { name: '结束时间' })).toHaveValue(end);
  await page.getByRole('button', { name: '切片', exact: true }).click();
  const result = page.getByRole('region', { name: '最近一次切片' });
  await expect(result).toContainText(`端口 ${port}`);
  await result.getByRole('link', { name: '前往下载中心' }).click();
  await expect(heading(page)).toHaveText('下载中心');
});
