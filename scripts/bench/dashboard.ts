// Prints figures for the dashboard screen on the built mock console: the requests of the seven
// datasets on first load and how they overlap (target: seven, all started together), the longest
// chain of API requests that waited for one another, DOM elements on the page (target <= 1,400), SVG
// elements per chart (target <= 200) and, for a GPS trace of 288,000 fixes, the vertices drawn
// (target <= 5,000). Figures only: nothing is gated on time.
//
// It builds the mock console into its own folder (so it never races another build of dist-mock) and
// serves it on a free port. `--no-build` reuses an earlier build of that folder.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';

import { datasetTitles } from '../../src/areas/dashboard/datasets.ts';
import { gpsFixesFor } from '../../src/mocks/db/dashboard-seed.ts';
import { createConsoleServer } from '../serve/server.ts';
import { listen } from './console-with-backend.ts';

const OUT = join(tmpdir(), 'vdaq-bench-dashboard');
const GPS_FIXES = 288_000;
const GPS_PATH = '/bench/gps-288k.json';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DATASETS: Readonly<Record<string, string>> = datasetTitles;
const USER = {
  id: 1,
  username: 'admin',
  realName: 'Bench',
  roles: [],
  authorities: ['dashboard:view'],
  userTagIds: [],
};

function build() {
  if (process.argv.includes('--no-build') && existsSync(join(OUT, 'index.html'))) return;
  console.log(`building the mock console into ${OUT} ...`);
  execFileSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', OUT, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  copyFileSync('mock-public/mockServiceWorker.js', join(OUT, 'mockServiceWorker.js'));
}

/** The console, plus one extra same-origin file: a GPS answer of 288,000 fixes for one car. */
async function serve(): Promise<{ origin: string; close: () => void }> {
  const consoleServer = createConsoleServer({ root: OUT });
  const handle = consoleServer.listeners('request')[0] as RequestListener;
  const start = Date.UTC(2026, 10, 20, 0, 0, 0) - 8 * 3_600_000;
  const stepMs = Math.round(86_400_000 / GPS_FIXES);
  const points = gpsFixesFor(2001, start, start + (GPS_FIXES - 1) * stepMs, stepMs);
  const gpsAnswer = JSON.stringify({
    code: 0,
    msg: 'success',
    data: [{ carId: 2001, plate: 'BENCH-288K', vin: 'LSGBC5E43NG123456', points }],
  });
  const server = createServer((req, res) => {
    if (req.url === GPS_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(gpsAnswer);
      return;
    }
    handle(req, res);
  });
  const port = await listen(server);
  console.log(
    `GPS answer: ${points.length.toLocaleString('en')} fixes, ${(gpsAnswer.length / 1e6).toFixed(1)} MB`,
  );
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const signIn = (page: Page) =>
  page.addInitScript((user) => {
    localStorage.setItem('jwtToken', 'bench-token');
    localStorage.setItem('user_info', JSON.stringify(user));
    localStorage.setItem('authority_codes', JSON.stringify(user.authorities));
  }, USER);

/** Waits until none of the seven cards shows its loading skeleton. */
const settled = (page: Page) =>
  page.waitForFunction(
    (titles) =>
      titles.every((title) => {
        const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === title);
        const region = heading?.closest('section');
        return region && !region.querySelector('[role="status"]');
      }),
    Object.values(DATASETS),
    { timeout: 120_000 },
  );

interface Timed {
  path: string;
  start: number;
  end: number;
}

/** Longest sequence of requests where each started only after the previous one had finished. */
function longestChain(requests: readonly Timed[]): Timed[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const best = new Map<Timed, Timed[]>();
  for (const request of sorted) {
    let chain: Timed[] = [request];
    for (const before of sorted) {
      const prior = best.get(before);
      if (prior && before.end <= request.start && prior.length + 1 > chain.length) {
        chain = [...prior, request];
      }
    }
    best.set(request, chain);
  }
  return [...best.values()].reduce<Timed[]>((a, b) => (b.length > a.length ? b : a), []);
}

async function firstLoad(page: Page, origin: string) {
  const t0 = Date.now();
  const open = new Map<string, Timed>();
  const done: Timed[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/'))
      open.set(request.url() + request.method() + open.size, {
        path,
        start: Date.now() - t0,
        end: Infinity,
      });
  });
  const finish = (url: string, method: string) => {
    for (const [key, timed] of open) {
      if (key.startsWith(url + method) && timed.end === Infinity) {
        timed.end = Date.now() - t0;
        done.push(timed);
        return;
      }
    }
  };
  page.on('requestfinished', (r) => finish(r.url(), r.method()));
  page.on('requestfailed', (r) => finish(r.url(), r.method()));

  await page.goto(`${origin}/#/dashboard`);
  await settled(page);
  await page.waitForTimeout(500);

  const api = done;
  const seven = api.filter((r) => r.path in DATASETS);
  const starts = seven.map((r) => r.start);
  const sevenChain = longestChain(seven);
  const chain = longestChain(api);
  console.log('\n== first load ==');
  console.log(
    `dataset requests sent: ${seven.length} (distinct datasets: ${new Set(seven.map((r) => r.path)).size} of 7)`,
  );
  console.log(
    `dataset request starts: first ${Math.min(...starts)} ms, last ${Math.max(...starts)} ms, spread ${Math.max(...starts) - Math.min(...starts)} ms`,
  );
  const first = Math.min(...starts);
  console.log(
    `  each after the first: ${[...seven]
      .sort((a, b) => a.start - b.start)
      .map((r) => `${r.path.split('/').pop() ?? r.path} +${r.start - first}`)
      .join(', ')}`,
  );
  console.log(`longest chain among the seven: ${sevenChain.length} (1 = none waited for another)`);
  console.log(
    `longest chain of all API requests: ${chain.length}: ${chain.map((r) => r.path).join(' -> ')}`,
  );
  console.log(
    `all API requests on first load: ${api.length} (${[...new Set(api.map((r) => r.path))].filter((p) => !(p in DATASETS)).join(', ')} besides the seven)`,
  );

  const figures = await page.evaluate((titles) => {
    const perChart = titles.map((title) => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === title);
      const region = heading?.closest('section');
      const charts = region ? [...region.querySelectorAll('svg[aria-label]')] : [];
      return { title, charts: charts.map((svg) => svg.querySelectorAll('*').length + 1) };
    });
    return { dom: document.querySelectorAll('*').length, perChart };
  }, Object.values(DATASETS));
  console.log(`\nDOM elements on the page: ${figures.dom} (target <= 1400)`);
  for (const { title, charts } of figures.perChart) {
    if (charts.length > 0)
      console.log(`SVG elements in ${title}: ${charts.join(', ')} (target <= 200 per chart)`);
  }
}

async function gpsTrace(page: Page, origin: string) {
  await page.addInitScript((path) => {
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      return url.pathname === '/api/out/gps/getTrace' ? original(path) : original(input, init);
    };
  }, GPS_PATH);
  const t0 = Date.now();
  await page.goto(`${origin}/#/dashboard`);
  const svg = page.locator('svg[data-vertices]');
  await svg.waitFor({ timeout: 120_000 });
  const drawn = await svg.evaluate((el) => ({
    vertices: Number(el.getAttribute('data-vertices')),
    pathCommands: [...el.querySelectorAll('path[data-car-id]')].reduce(
      (sum, p) => sum + (p.getAttribute('d')?.match(/[ML]/g)?.length ?? 0),
      0,
    ),
    elements: el.querySelectorAll('*').length + 1,
  }));
  console.log(`\n== GPS trace of ${GPS_FIXES.toLocaleString('en')} fixes ==`);
  console.log(
    `vertices drawn: ${drawn.vertices} (data-vertices; points in the drawn polylines ${drawn.pathCommands}; target <= 5000)`,
  );
  console.log(`SVG elements in the GPS view: ${drawn.elements}`);
  console.log(`shown after ${Date.now() - t0} ms (figure only)`);
}

async function main() {
  build();
  const { origin, close } = await serve();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 1440, height: 900 },
    });
    const first = await context.newPage();
    await signIn(first);
    await firstLoad(first, origin);
    const gpsPage = await (
      await browser.newContext({
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1440, height: 900 },
      })
    ).newPage();
    await signIn(gpsPage);
    await gpsTrace(gpsPage, origin);
  } finally {
    await browser.close();
    close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
