// Prints, for the day view of 原始数据（按日期）, how many file rows are rendered for a day of 500 and
// of 50,000 files (the mock's BENCH-<n> plate filter, see src/mocks/demo.ts). Target: the same
// number for both, at most the rows in view plus 10. No gating.
// It starts its own Vite dev server in mock mode on a free port, so it works from a fresh clone.
import { chromium, type Page } from '@playwright/test';

import { startMockDevServer } from './vite-mock.ts';

const SLACK = 10;
const COUNTS = [500, 50_000] as const;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const today = new Date().toISOString().slice(0, 10);

/** Rendered rows, and the rows the scrolling list can show at once. */
const measure = async (page: Page, base: string, count: number) => {
  const search = `month=${today.slice(0, 7)}&day=${today}&plate=BENCH-${count}`;
  await page.goto(`${base}/#/data-manager/original-data-date?${search}`);
  const list = page.locator(`[data-day-files="${count}"]`);
  await list.waitFor({ timeout: 180_000 });
  await page.locator('[data-file-row]').first().waitFor();
  // Scroll to the middle: what is rendered there is what scrolling costs.
  await list.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  await page.waitForTimeout(300);
  const rows = await page.locator('[data-file-row]').count();
  const visible = await list.evaluate((element) => {
    const row = element.querySelector('[data-file-row]');
    return Math.ceil(element.clientHeight / (row?.getBoundingClientRect().height || 1));
  });
  return { rows, visible };
};

const main = async () => {
  const { base, stop } = await startMockDevServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const results = [];
    for (const count of COUNTS) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      await context.addInitScript(() => localStorage.setItem('jwtToken', 'bench-token'));
      try {
        results.push({ count, ...(await measure(await context.newPage(), base, count)) });
      } finally {
        await context.close();
      }
    }
    console.log('');
    console.log('原始数据（按日期）, one day of files (Chromium, dev build)');
    for (const { count, rows, visible } of results) {
      const within = rows <= visible + SLACK;
      console.log(
        `  ${count.toLocaleString('en')} files: ${rows} rows rendered, ${visible} in view (target ≤ ${visible + SLACK}) ${within ? 'within' : 'OVER'}`,
      );
    }
    const [small, large] = results;
    console.log(`  equal for both: ${small?.rows === large?.rows ? 'yes' : 'NO'}`);
  } finally {
    await browser.close();
    stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
