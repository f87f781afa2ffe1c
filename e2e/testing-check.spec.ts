import type { Page } from '@playwright/test';

import { expect, hashPath, hashSearch, test, withToken } from './fixtures';

const VIN = 'LRWLJNK543M255454';
const DAY =
  '/data-manager/testing-check?startTime=2026-11-20%2001%3A00%3A00&endTime=2026-11-20%2023%3A59%3A59';

test.describe('试验检查', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  /** Shift+drag across the chart between two fractions of its width, in the middle of the lanes. */
  const brush = async (page: Page, from: number, to: number) => {
    const box = await page.getByTestId('trace-overlay').boundingBox();
    if (!box) throw new Error('no chart');
    const y = box.y + box.height * 0.7;
    await page.keyboard.down('Shift');
    await page.mouse.move(box.x + box.width * from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * ((from + to) / 2), y, { steps: 4 });
    await page.mouse.move(box.x + box.width * to, y, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
  };

  test('a brushed window goes to 数据切片 with car, ports and window; markers and files exclude each other', async ({
    page,
  }) => {
    await page.goto(`/#${DAY}&vin=${VIN}`);
    await expect(page.getByText(/CAN1 (缺失|无缺失)/)).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /已选|按住 Shift/ });

    await brush(page, 0.3, 0.8);
    await expect(status).toContainText(/已选 \d\d:\d\d:\d\d 至 \d\d:\d\d:\d\d，\d+ 个文件/);

    const marker = page.getByRole('region', { name: '标记记录' }).getByRole('button').first();
    await marker.click();
    await expect(status).toContainText('已选标记');
    await expect(page.getByRole('button', { name: '切片' })).toBeHidden();

    await brush(page, 0.3, 0.8);
    await expect(status).toContainText(/个文件/);
    await expect(marker).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: '切片' }).click();
    await expect.poll(() => hashPath(page)).toBe('/data-manager/data-cut');
    const search = hashSearch(page);
    expect(search.get('vin')).toBe(VIN);
    expect(JSON.parse(search.get('portTypes') ?? '[]')).toContain('CAN1');
    expect(search.get('startTime')).toMatch(/^2026-11-20 \d\d:\d\d:\d\d$/);
    expect(search.get('endTime')).toMatch(/^2026-11-20 \d\d:\d\d:\d\d$/);
  });

  test('the range must end after it starts and have both ends', async ({ page }) => {
    await page.goto(`/#${DAY}&vin=${VIN}`);
    const end = page.getByRole('textbox', { name: '结束时间' });
    await end.fill('2026-11-20 00:30:00');
    await end.press('Enter');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('开始时间必须小于结束时间').first()).toBeVisible();

    await end.fill('');
    await end.press('Enter');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('缺少开始时间或结束时间').first()).toBeVisible();
  });

  test('a large day is read in the decoding worker from the bytes it is handed, and drawn', async ({
    page,
  }) => {
    // 50,000 files: an answer of more than half a megabyte even in steps, which the page hands to
    // its worker unread. The worker is started as the request goes out and ends once it has
    // decoded an answer; one left waiting would have decoded nothing.
    const decodedInWorker = new Promise<void>((resolve) => {
      page.on('worker', (worker) => {
        if (worker.url().includes('trace-decode.worker')) worker.on('close', () => resolve());
      });
    });
    await page.goto(`/#${DAY}&vin=LBENCH00000050000`);
    await expect(page.getByTestId('trace-canvas')).toHaveAttribute('data-draws', /^[1-9]/);
    await expect(page.getByText(/CAN1 (缺失|无缺失)/)).toBeVisible();
    await decodedInWorker;
    await brush(page, 0.2, 0.9);
    await expect(page.getByRole('status').filter({ hasText: /已选/ })).toContainText(
      /已选 \d\d:\d\d:\d\d 至 \d\d:\d\d:\d\d，[\d,]+ 个文件/,
    );
  });

  test('a failing trace shows 获取数据失败 with 重试', async ({ page }) => {
    await page.goto(`/#${DAY}&vin=LFAULT00000000000`);
    const alert = page.getByRole('alert').filter({ hasText: '获取数据失败' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
  });
});
