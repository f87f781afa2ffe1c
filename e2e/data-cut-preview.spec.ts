import type { Locator } from '@playwright/test';

import { expect, test, withToken } from './fixtures';

const VIN = 'LRWLJNK543M255454';
/** Twenty minutes of the car's morning drive. */
const WINDOW = `/data-manager/data-cut?${new URLSearchParams({
  vin: VIN,
  startTime: '2026-11-20 09:00:00',
  endTime: '2026-11-20 09:20:00',
}).toString()}`;
const CURSOR_TEXT = /^光标时间 2026-11-20 (\d\d:\d\d:\d\d)$/;

const cursorTime = async (preview: Locator): Promise<string> => {
  const text = (await preview.getByText(/^光标时间 /).textContent()) ?? '';
  return CURSOR_TEXT.exec(text.trim())?.[1] ?? '';
};

/** Where the car's marker sits on the map, or null while there is none. */
const markerAt = async (preview: Locator): Promise<string | null> => {
  const marker = preview.getByTestId('gps-cursor');
  if ((await marker.count()) === 0) return null;
  return `${await marker.getAttribute('cx')},${await marker.getAttribute('cy')}`;
};

test.describe('数据切片 previews the window', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('the keys move the cursor and the car through the chosen window; replay runs on', async ({
    page,
  }) => {
    await page.goto(`/#${WINDOW}`);
    const preview = page.getByRole('region', { name: '窗口预览' });
    await expect(preview.getByText(/个定位点/)).toBeVisible();

    const keys = preview.getByRole('application', { name: '窗口预览' });
    await keys.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cursorTime(preview)).toBe('09:00:10');
    await expect(preview.getByTestId('gps-cursor')).toBeVisible();
    const first = await markerAt(preview);

    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => cursorTime(preview)).toBe('09:05:10');
    await expect.poll(() => markerAt(preview)).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => cursorTime(preview)).toBe('09:05:00');

    // Space plays at 60x: the cursor moves on by itself; Space again pauses.
    await keys.focus();
    await page.keyboard.press('Space');
    await expect(preview.getByRole('button', { name: '暂停' })).toBeVisible();
    await expect.poll(() => cursorTime(preview)).not.toBe('09:05:00');
    await page.keyboard.press('Space');
    await expect(preview.getByRole('button', { name: '播放' })).toBeVisible();

    // The form beside it is untouched by the preview.
    const form = page.getByRole('form', { name: '切片条件' });
    await expect(form.getByRole('textbox', { name: '开始时间' })).toHaveValue(
      '2026-11-20 09:00:00',
    );
  });

  test('asks for a car and a window first', async ({ page }) => {
    await page.goto('/#/data-manager/data-cut');
    await expect(page.getByRole('region', { name: '窗口预览' })).toContainText(
      '选择车辆与时间窗后',
    );
  });
});
