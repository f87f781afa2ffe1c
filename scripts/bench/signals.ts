// Prints, for the signal picker of the signal dictionary form, how many rows it renders with 10,000
// signals and how long filtering by a search term takes with 10,000 against 100 signals (median of
// several runs, and the ratio). Targets: fewer than 60 rendered rows, a ratio under 3. No gating.
// It starts its own Vite dev server in mock mode on a free port, so it works from a fresh clone.
import { chromium, type Page } from '@playwright/test';

import { signalDictStrings as s } from '../../src/areas/data-compute/signal-dict/strings.ts';
import { formStrings } from '../../src/components/forms/strings.ts';
import { startMockDevServer } from './vite-mock.ts';

const ROW_TARGET = 60;
const RATIO_TARGET = 3;
const TERMS = ['volt', 'bms_', 'packvoltage_1', 'status_2', 'temp', 'mcu_', 'spd', 'km/h', 'soc'];
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SEARCH = `input[aria-label="${s.pickerSearch}"]`;
const COUNT = '[data-picker-count]';
/** The count line once nothing is filtered out: shown equals total. */
const allShown = s.pickerCount('([\\d,]+)', '\\1');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

// Types `term` into the picker's search as one input event and resolves with the milliseconds until
// the filtered list is committed (its count changes) and the next frame is painted. Plain JavaScript run in the page: kept as text so the TypeScript runner adds no helpers to it.
const TIME_FILTER = `(async ({ term, search, count }) => {
  const input = document.querySelector(search);
  const counter = document.querySelector(count);
  if (!input || !counter) throw new Error('picker not on screen');
  const before = counter.textContent;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  return await new Promise((resolve) => {
    const started = performance.now();
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    };
    const observer = new MutationObserver(() => {
      if (counter.textContent !== before) done();
    });
    observer.observe(counter, { childList: true, characterData: true, subtree: true });
    setValue.call(input, term);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    setTimeout(done, 5000);
  });
})`;

const timeFilter = async (page: Page, term: string): Promise<number> => {
  const handle = await page.evaluateHandle(TIME_FILTER);
  const elapsed = await handle.evaluate(
    (fn, arg) => (fn as unknown as (a: typeof arg) => Promise<number>)(arg),
    { term, search: SEARCH, count: COUNT },
  );
  await handle.dispose();
  return elapsed;
};

const clearSearch = async (page: Page) => {
  await page.fill(SEARCH, '');
  await page.waitForFunction(
    ({ count, all }) => new RegExp(all).test(document.querySelector(count)?.textContent ?? ''),
    { count: COUNT, all: allShown },
  );
};

const openPicker = async (page: Page, base: string, dbc: string) => {
  await page.goto(`${base}/#/data-compute/signal-dict-handle/add/0`);
  await page
    .getByRole('button', { name: formStrings.discardDraft })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  const select = page.getByRole('combobox', { name: s.dbcCfg });
  await page.getByRole('option', { name: new RegExp(dbc.replace('.', '\\.')) }).waitFor({
    state: 'attached',
    timeout: 120_000,
  });
  await select.selectOption(dbc);
  await page.waitForSelector(`${SEARCH}:not([disabled])`, { timeout: 60_000 });
  await page.waitForSelector('[data-signal-row]');
};

const measure = async (page: Page, base: string, dbc: string) => {
  await openPicker(page, base, dbc);
  const rows = await page.locator('[data-signal-row]').count();
  // One warm-up pass so the first measured run does not pay for compiling the code path.
  await timeFilter(page, TERMS[0] ?? 'a');
  await clearSearch(page);
  const times: number[] = [];
  for (const term of TERMS) {
    times.push(await timeFilter(page, term));
    await clearSearch(page);
  }
  return { rows, median: median(times), times };
};

const main = async () => {
  const { base, stop } = await startMockDevServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    // A fresh context per config: no draft or cached answer carries over from the other run.
    const run = async (dbc: string) => {
      const context = await browser.newContext({
        viewport: { width: 1400, height: 1000 },
        locale: 'zh-CN',
      });
      await context.addInitScript(() => localStorage.setItem('jwtToken', 'bench-token'));
      try {
        return await measure(await context.newPage(), base, dbc);
      } finally {
        await context.close();
      }
    };
    const full = await run('vehicle_can_full.dbc');
    const small = await run('vehicle_can_small.dbc');
    const ratio = full.median / Math.max(small.median, 0.001);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log('');
    console.log('signal picker (Chromium, dev build, React development mode)');
    console.log(
      `  rendered rows with 10,000 signals: ${full.rows} (target < ${ROW_TARGET}) ${full.rows < ROW_TARGET ? 'within' : 'OVER'}`,
    );
    console.log(`  rendered rows with 100 signals:    ${small.rows}`);
    console.log(
      `  filter by a search term, median of ${TERMS.length}: 10,000 signals ${ms(full.median)}, 100 signals ${ms(small.median)}`,
    );
    console.log(
      `  ratio 10,000 : 100 = ${ratio.toFixed(2)} (target < ${RATIO_TARGET}) ${ratio < RATIO_TARGET ? 'within' : 'OVER'}`,
    );
    console.log(`  runs (10,000): ${full.times.map(ms).join(', ')}`);
    console.log(`  runs (100):    ${small.times.map(ms).join(', ')}`);
  } finally {
    await browser.close();
    stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
