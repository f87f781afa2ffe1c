import { expect, heading, test, withToken } from './fixtures';

// The area's chunk is large; a cold server may take a while to hand it out the first time.

test.describe('数据仪表盘', () => {
  test.beforeEach(async ({ page, context }) => {
    await withToken(page);
    // The new tab must not reach the real Grafana host.
    await context.route('https://grafana.vdaq.cn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Grafana</title>' }),
    );
  });

  test('opens a strategy dashboard in a new tab, and refuses a javascript: address', async ({
    page,
    context,
  }) => {
    await page.goto('/#/data-compute/data-dashboard');
    await expect(heading(page)).toHaveText('数据仪表盘');
    const table = page.getByRole('table', { name: '数据集策略' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.screenshot({ path: '/tmp/data-dashboard.png', fullPage: true });

    const opening = context.waitForEvent('page');
    await table.getByRole('button', { name: '打开仪表盘：智己 L7 车速分析' }).click();
    const tab = await opening;
    await expect.poll(() => tab.url()).toContain('https://grafana.vdaq.cn/d/im-l7-spd/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await table.getByRole('button', { name: /^打开仪表盘：MG4 EV 旧版看板/ }).click();
    await expect(page.getByText('仪表盘地址不是 http 或 https 地址，已阻止打开')).toBeVisible();
    expect(opened).toBe(false);
  });

  test('deletes a strategy after confirmation', async ({ page }) => {
    await page.goto('/#/data-compute/data-dashboard');
    const table = page.getByRole('table', { name: '数据集策略' });
    const row = table.getByRole('row').filter({ hasText: '荣威 RX5 制动分析' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '操作：荣威 RX5 制动分析' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除数据集策略' });
    await expect(confirm).toContainText('荣威 RX5 制动分析');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(table.getByRole('row')).toHaveCount(10);
  });
});
