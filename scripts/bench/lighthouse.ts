// Lighthouse (default mobile settings: simulated slow 4G and 4x CPU slowdown) against the deployable
// console, on #/login and on one signed-in screen with data (#/dashboard). Prints the performance,
// accessibility and best-practices scores with FCP, LCP, TBT, CLS and the bytes transferred, then
// every audit that did not pass. Targets: performance >= 0.95, accessibility and best practices 1.0.
// Figures only: nothing here fails on a score.
//
// It builds the production console (no mock code) into its own folder and serves it the way
// `API_TARGET=… npm start` does, with the mock's handlers over plain HTTP as the backend, so the
// dashboard has data. `--no-build` reuses an earlier build; `--screen login|dashboard` audits one
// page; `--runs N` runs each page N times,
// prints the run with the median performance score, then every run's score, TBT and FCP. Reports (HTML and JSON) go to build/lighthouse/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, generateReport, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

import { AuthorityCode } from '../../src/api/generated/model/authorityCode.ts';
import { storageKeys } from '../../src/lib/storage.ts';
import { handlersFor } from '../../src/mocks/scenarios/index.ts';
import { createMockListener } from '../mocks/node-handler.ts';
import { serveWithBackend } from './console-with-backend.ts';

const OUT = join(tmpdir(), 'vdaq-bench-lighthouse');
const REPORTS = 'build/lighthouse';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
};
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['bytes', 'total-byte-weight'],
] as const;

interface Screen {
  name: string;
  hash: string;
  /** Signed in: a session stored before the page's scripts run, as the login screen stores it. */
  signedIn?: boolean;
}
const SCREENS: Screen[] = [
  { name: 'login', hash: '#/login' },
  { name: 'dashboard', hash: '#/dashboard', signedIn: true },
];
// The mock takes any bearer token as its administrator, who holds every authority code.
const SESSION: Readonly<Record<string, string>> = {
  [storageKeys.token]: 'bench-token',
  [storageKeys.authorities]: JSON.stringify(Object.values(AuthorityCode)),
};

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    runs: { type: 'string' },
    screen: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs ?? 1));
// `--screen dashboard` audits that screen alone.
const AUDITED = SCREENS.filter((s) => values.screen === undefined || s.name === values.screen);

function build() {
  if (values['no-build'] && existsSync(join(OUT, 'index.html'))) return;
  console.log(`building the console into ${OUT} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The mock's handlers as a backend, and the console proxying /api and /zd-proxy to it. */
const serve = () => serveWithBackend(OUT, createServer(createMockListener(handlersFor())));

const ms = (value: number | undefined) =>
  value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`;
const formatMetric = (id: string, value: number | undefined) => {
  if (value === undefined) return '-';
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  if (id === 'total-byte-weight') return `${(value / 1024).toFixed(1)} KiB`;
  return ms(value);
};

async function audit(
  browser: Browser,
  origin: string,
  screen: Screen,
): Promise<Result | undefined> {
  const page = await browser.newPage();
  try {
    if (screen.signedIn) {
      await page.evaluateOnNewDocument((session: Readonly<Record<string, string>>) => {
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
      }, SESSION);
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'html',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(`${origin}/${screen.hash}`, flags, undefined, page);
    return result?.lhr;
  } finally {
    await page.close();
  }
}

/** Each run's performance score and TBT, in the order they ran. */
const spread = (runs: Result[]): string => {
  const scores = runs.map((r) => (r.categories.performance?.score ?? 0).toFixed(2));
  const tbt = runs.map((r) => `${Math.round(r.audits['total-blocking-time']?.numericValue ?? 0)}`);
  const fcp = runs.map((r) =>
    ((r.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
  );
  // A run Lighthouse could not finish scores nothing: say why, so it is not read as a result.
  const failed = runs.flatMap((r, i) =>
    r.runtimeError
      ? [`run ${String(i + 1)}: ${r.runtimeError.code} ${r.runtimeError.message}`]
      : [],
  );
  return [
    `performance ${scores.join(' ')}; TBT ms ${tbt.join(' ')}; FCP s ${fcp.join(' ')}`,
    ...failed,
  ].join('\n  ');
};

const median = (results: Result[]): Result | undefined => {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)];
};

function printTable(rows: Array<{ screen: Screen; lhr: Result }>) {
  const header = ['screen', ...CATEGORIES, ...METRICS.map(([label]) => label)];
  const lines = rows.map(({ screen, lhr }) => [
    screen.hash,
    ...CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      if (score === null || score === undefined) return '-';
      return `${score.toFixed(2)}${score >= TARGETS[c] ? '' : ' *'}`;
    }),
    ...METRICS.map(([, id]) => formatMetric(id, lhr.audits[id]?.numericValue)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${row(header)}`);
  for (const line of lines) console.log(row(line));
  console.log(
    `targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best practices ${TARGETS['best-practices']}; * marks a score below its target`,
  );
}

/** Audits of the three categories that did not pass, with what they measured. */
function printFindings(screen: Screen, lhr: Result) {
  const ids = new Set(
    CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  const failing = [...ids]
    .map((id) => lhr.audits[id])
    .filter(
      (a): a is NonNullable<typeof a> =>
        !!a &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    );
  console.log(`\n${screen.hash}: ${failing.length} audit(s) not passed`);
  for (const a of failing) {
    const value = a.displayValue ? ` (${a.displayValue})` : '';
    console.log(`  ${a.id}: ${a.title}${value} [score ${a.score?.toFixed(2)}]`);
  }
}

async function main() {
  build();
  const server = await serve();
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  mkdirSync(REPORTS, { recursive: true });
  const rows: Array<{ screen: Screen; lhr: Result }> = [];
  const spreads: string[] = [];
  try {
    for (const screen of AUDITED) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const lhr = await audit(browser, server.origin, screen);
        if (lhr) runs.push(lhr);
      }
      const lhr = median(runs);
      if (!lhr) throw new Error(`Lighthouse returned no result for ${screen.hash}`);
      if (runs.length > 1) spreads.push(`${screen.hash}: ${spread(runs)}`);
      writeFileSync(join(REPORTS, `${screen.name}.html`), generateReport(lhr, 'html'));
      writeFileSync(join(REPORTS, `${screen.name}.json`), JSON.stringify(lhr));
      rows.push({ screen, lhr });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    server.close();
  }
  printTable(rows);
  if (spreads.length > 0)
    console.log(`\nevery run (the table shows the median):\n${spreads.join('\n')}`);
  for (const { screen, lhr } of rows) printFindings(screen, lhr);
  console.log(`\nfull reports: ${REPORTS}/{${AUDITED.map((s) => s.name).join(',')}}.{html,json}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
