import type { Locator, Page } from '@playwright/test';

import { expect, hashSearch, test, withToken } from './fixtures';

const VIN = 'LRWLJNK543M255454';
const DAY =
  '/data-manager/testing-check?startTime=2026-11-20%2001%3A00%3A00&endTime=2026-11-20%2023%3A59%3A59';
const CURSOR_TEXT = /^光标时间 2026-11-20 (\d\d:\d\d:\d\d)$/;

/** The cursor's time of day as the lanes write it. */
const cursorTime = async (page: Page): Promise<string> => {
  const text = (await page.getByText(/^光标时间 /).textContent()) ?? '';
  return CURSOR_TEXT.exec(text.trim())?.[1] ?? '';
};

/** Where the car's marker sits on the map, or null while there is none. */
const markerAt = async (map: Locator): Promise<string | null> => {
  const marker = map.getByTestId('gps-cursor');
  if ((await marker.count()) === 0) return null;
  return `${await marker.getAttribute('cx')},${await marker.getAttribute('cy')}`;
};

test.describe('试验检查 on one time axis', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('keys, pointer, replay and gaps move lanes and map together; the link holds the moment', async ({
    page,
  }) => {
    await page.goto(`/#${DAY}&vin=${VIN}`);
    const map = page.getByRole('region', { name: 'GPS 轨迹' });
    await expect(map.getByText(/个定位点/)).toBeVisible();

    // A marker of the list puts the cursor on its time, on the lanes and on the car's position.
    const marker = page.getByRole('region', { name: '标记记录' }).getByRole('button').first();
    const markedAt = /\d\d:\d\d:\d\d/.exec((await marker.textContent()) ?? '')?.[0] ?? '';
    await marker.click();
    await expect.poll(() => cursorTime(page)).toBe(markedAt);
    await expect(map.getByTestId('gps-cursor')).toBeVisible();
    const atMarker = await markerAt(map);

    // The keyboard steps the cursor (Shift for five minutes); the map's marker follows.
    const chart = page.getByRole('application', { name: '数据轨迹图' });
    await chart.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => cursorTime(page)).not.toBe(markedAt);
    const stepped = await cursorTime(page);
    await expect.poll(() => markerAt(map)).not.toBe(atMarker);
    await expect.poll(() => hashSearch(page).get('cursor')).toBe(`2026-11-20 ${stepped}`);

    // A click on the lanes moves the cursor there.
    const box = await page.getByTestId('trace-overlay').boundingBox();
    if (!box) throw new Error('no chart');
    await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.7);
    await expect.poll(() => cursorTime(page)).not.toBe(stepped);
    const clicked = await cursorTime(page);

    // Replay at 60x moves the cursor on; pausing keeps where it got to.
    const replay = page.getByRole('group', { name: '回放' });
    await expect(replay.getByRole('combobox', { name: '回放速度' })).toHaveText(/60×/);
    await replay.getByRole('button', { name: '播放' }).click();
    await expect.poll(() => cursorTime(page)).not.toBe(clicked);
    await replay.getByRole('button', { name: '暂停' }).click();
    const paused = await cursorTime(page);
    await expect.poll(() => hashSearch(page).get('cursor')).toBe(`2026-11-20 ${paused}`);

    // A gap of the list moves both views to its start.
    const gap = page
      .getByRole('region', { name: '数据缺失' })
      .getByRole('button', { name: / 至 / })
      .first();
    const gapStart = /\d\d:\d\d:\d\d/.exec((await gap.textContent()) ?? '')?.[0] ?? '';
    const before = await markerAt(map);
    await gap.click();
    await expect.poll(() => cursorTime(page)).toBe(gapStart);
    await expect(gap).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => markerAt(map)).not.toBe(before);

    // The link is the moment: a reload opens the same cursor.
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await expect(
      page.getByRole('region', { name: 'GPS 轨迹' }).getByText(/个定位点/),
    ).toBeVisible();
    await expect.poll(() => cursorTime(page)).toBe(gapStart);
  });
});
