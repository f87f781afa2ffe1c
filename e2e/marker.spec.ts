import { readFile } from 'node:fs/promises';

import { expect, heading, test, withToken } from './fixtures';

// The area's chunk is large; a cold server may take a while to hand it out the first time.

test.describe('标记规则', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('exports the filtered records as a CSV that starts with a BOM and has a Chinese header', async ({
    page,
  }) => {
    await page.goto('/#/data-compute/marker');
    await expect(heading(page)).toHaveText('标记规则');
    const table = page.getByRole('table', { name: '标记规则记录' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await page.screenshot({ path: '/tmp/marker.png', fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^标记规则记录-\d{8}\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...bytes.subarray(3, 6)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('记录ID');
    expect(lines[0]).toContain('规则');
    expect(lines.length).toBeGreaterThan(1);
  });

  test('filters by status into the URL and opens a record to update it', async ({ page }) => {
    await page.goto('/#/data-compute/marker');
    const table = page.getByRole('table', { name: '标记规则记录' });
    await expect(table.getByRole('row')).toHaveCount(21);

    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '未处理' }).click();
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page).toHaveURL(/status=/);
    await expect(table.getByRole('row').nth(1)).toContainText('未处理');

    await table.getByRole('row').nth(1).getByRole('cell').nth(2).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^标记记录 \d+$/ })).toBeVisible();
    await expect(page).toHaveURL(/record=\d+/);
    await page.screenshot({ path: '/tmp/marker-detail.png' });

    await dialog.getByRole('combobox', { name: '处理状态' }).click();
    await page.getByRole('option', { name: '已确认' }).click();
    await dialog.getByLabel('备注').fill('e2e 已复核');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/record=/);
  });
});
