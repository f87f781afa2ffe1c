import { expect, type Page, test } from '@playwright/test';

import { failCalls, hashSearch, heading, withToken } from './fixtures';

/** Path of each of the seven datasets and the card (region) that shows it. */
const datasets = [
  { path: '/api/dataRecord/monthlyTestingReport', card: '月度试验报告' },
  { path: '/api/dataRecord/testProjectReport', card: '试验项目报告' },
  { path: '/api/out/gps/getTrace', card: 'GPS 轨迹回显' },
  { path: '/api/dataRecord/testProjectHeatmap', card: '热力图' },
  { path: '/api/dataRecord/testProjectTimeline', card: '时间线' },
  { path: '/api/dataRecord/testMileage', card: '试验里程' },
  { path: '/api/dataRecord/testHour', card: '试验时长' },
] as const;

// Seven datasets, a month of data each and GPS traces of tens of thousands of fixes.

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('six cards show data while the failing one says 获取数据失败 and recovers on retry', async ({
  page,
}) => {
  await withToken(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The heatmap answers with a business error until the retry.
  const faults = await failCalls(page, {
    '/api/dataRecord/testProjectHeatmap': {
      kind: 'business',
      code: 5001,
      msg: 'dataset unavailable',
    },
  });

  await page.goto('/#/dashboard');
  await expect(heading(page)).toHaveText('数据看板');

  const failing = card(page, '热力图');
  await expect(failing.getByText('获取数据失败')).toBeVisible();
  for (const { card: name } of datasets.filter((d) => d.card !== '热力图')) {
    const region = card(page, name);
    await expect(region.getByRole('status')).toHaveCount(0);
    await expect(region.getByText('获取数据失败')).toHaveCount(0);
  }
  await expect(card(page, '月度试验报告').getByText('试验车辆')).toBeVisible();
  await expect(card(page, '试验项目报告').getByRole('table')).toBeVisible();
  await expect(card(page, '试验里程').getByRole('list', { name: '图例' })).toBeVisible();
  const calls = await faults.calls();
  for (const { path } of datasets) expect(calls).toContain(path);
  expect(errors.some((text) => text.includes('热力图'))).toBe(true);

  await page.screenshot({ path: '/tmp/dashboard.png', fullPage: true });

  await faults.set('/api/dataRecord/testProjectHeatmap', null);
  await failing.getByRole('button', { name: '重试' }).click();
  await expect(failing.getByText('获取数据失败')).toHaveCount(0);
  await expect(failing.getByRole('list', { name: /每日试验活跃度/ })).toBeVisible();
  await expect(card(page, '月度试验报告').getByText('获取数据失败')).toHaveCount(0);
});

test('a server error (500) on one dataset stays inside its card', async ({ page }) => {
  await withToken(page);
  await failCalls(page, { '/api/dataRecord/testMileage': { kind: 'http500' } });
  await page.goto('/#/dashboard');
  await expect(card(page, '试验里程').getByText('获取数据失败')).toBeVisible();
  await expect(card(page, '试验时长').getByRole('list', { name: '图例' })).toBeVisible();
  await expect(card(page, '时间线').getByText('获取数据失败')).toHaveCount(0);
});

test('filters live in the URL: a shared link opens the same view', async ({ page }) => {
  await withToken(page);
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dataRecord/testProjectTimeline')
      bodies.push(request.postDataJSON());
  });
  await page.goto('/#/dashboard?timelineType=week&timelinePage=2&heatmapMonth=2026-10&fleets=1,2');
  await expect(card(page, '时间线').getByRole('combobox', { name: '粒度' })).toHaveText('周');
  await expect(card(page, '热力图').getByRole('textbox', { name: '月份' })).toHaveValue('2026-10');
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  expect(bodies[0]).toMatchObject({ type: 'week', pageNo: 2, pageSize: 10, fleet_ids: [1, 2] });

  // A card's own filter is written back to the link.
  const month = card(page, '试验里程').getByRole('textbox', { name: '月份' });
  await month.fill('2026-09');
  await month.press('Enter');
  await expect.poll(() => hashSearch(page).get('mileageMonth')).toContain('2026-09');
  await card(page, '时间线').getByRole('button', { name: '上一页' }).click();
  await expect.poll(() => hashSearch(page).get('timelinePage')).toBe('1');
});
