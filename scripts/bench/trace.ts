// Prints figures for the data trace chart of 试验检查 on the built mock console: for answers of
// 1,000, 100,000 and 1,000,000 trace entries with 10,000 markers drawn 1,600 px wide, the primitives
// drawn (target <= 4 per pixel column per lane), the time from the answer to the painted chart, and
// the p95 frame time while panning and while brushing (target <= 16.7 ms). The answers come in the
// layout the page asks for (steps), as the mock server gives them; the time to the painted chart,
// with where it went (reading the body, decoding, painting), is printed as well for the columnar and
// the row answer of a server that knows only those layouts, and for the largest size from a server to
// the production build, without the mock's service worker. Then one time
// axis: 1,000,000 entries with a GPS day of 288,000 fixes (a server that does not thin to the page's
// maxPoints) beside them, and the p95 frame while the cursor moves over the lanes and while replay
// runs at 600x (target <= 16.7 ms), with the main thread's work in each. Beside each p95 frame, the
// frames dropped (intervals over one and a half display frames), and for a brush the longest frame
// after the pointer's release and the time until the brushed window is shown. `--profile FILE`
// writes a CPU profile of the brushing at 1,000,000 entries; `--trace-load FILE` writes a browser
// trace (every thread: page, service worker, decoding worker) of that size's page load, from the
// request to the painted chart, and one of the production build's load (FILE-server.json);
// `--size N` measures answers of N entries only. The page is served cross-origin isolated, so
// frame times are read to 5 µs, not rounded to a jittered 100 µs. Figures only: nothing is gated
// on time.
//
// It builds the mock console into its own folder and serves it on a free port with the answers as
// extra same-origin files. `--no-build` reuses an earlier build of that folder.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

import { gpsFixesFor } from '../../src/mocks/db/dashboard-seed.ts';
import {
  benchEntries,
  benchVin,
  sizedTrace,
  traceInLayout,
  type TraceLayout,
  traceLayoutOf,
} from '../../src/mocks/db/trace-seed.ts';
import { handlersFor } from '../../src/mocks/scenarios/index.ts';
import { createMockListener } from '../mocks/node-handler.ts';
import { createConsoleServer } from '../serve/server.ts';
import { listen, serveWithBackend } from './console-with-backend.ts';

const OUT = join(tmpdir(), 'vdaq-bench-trace');
/** The production build (proxy mode, no mock code), served against the bench's server. */
const OUT_SERVER = join(tmpdir(), 'vdaq-bench-trace-server');
const SIZES = [1_000, 100_000, 1_000_000];
const MARKERS = 10_000;
const CHART_PX = 1_600;
const FROM = Date.UTC(2026, 10, 19, 17, 0, 0); // 2026-11-20 01:00:00 +08:00
const TO = Date.UTC(2026, 10, 20, 15, 59, 59);
/** A car of the mock's seed, which the page finds by its VIN before it asks for the GPS day. */
const AXIS_VIN = 'LRWLJNK543M255454';
/**
 * The page's width beside the chart at this viewport: menu 208, lane labels 176, padding 32, the
 * GPS panel (26rem) and its gap 430, the check results (22rem) 352 and their gap and margins 96.
 */
const PAGE_BESIDE_CHART_PX = 208 + 176 + 32 + 430 + 352 + 96;
const AXIS_ENTRIES = 1_000_000;
const AXIS_FIXES = 288_000;
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    'axis-only': { type: 'boolean' },
    profile: { type: 'string' },
    'trace-load': { type: 'string' },
    size: { type: 'string' },
  },
});
const PROFILE = values.profile;
const TRACE_LOAD = values['trace-load'];
/** `--size N` measures only answers of N entries (and skips the time axis). */
const ONLY_SIZE = values.size === undefined ? undefined : Number(values.size);
if (ONLY_SIZE !== undefined && !(ONLY_SIZE > 0))
  throw new Error('--size takes a number of entries');
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const USER = {
  id: 1,
  username: 'admin',
  realName: 'Bench',
  roles: [],
  authorities: ['data:cut', 'data:testing-check'],
  userTagIds: [],
};

function build() {
  const reuse = values['no-build'] === true;
  if (!reuse || !existsSync(join(OUT, 'index.html'))) {
    console.log(`building the mock console into ${OUT} ...`);
    execFileSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', OUT, '--emptyOutDir'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    copyFileSync('mock-public/mockServiceWorker.js', join(OUT, 'mockServiceWorker.js'));
  }
  if (!reuse || !existsSync(join(OUT_SERVER, 'index.html'))) {
    console.log(`building the production console into ${OUT_SERVER} ...`);
    execFileSync('npx', ['vite', 'build', '--outDir', OUT_SERVER, '--emptyOutDir'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

const answers = new Map<string, string>();
/** The getDataTraceList answer of `size` entries in a layout, kept while the same one is asked for. */
function traceAnswer(size: number, layout: TraceLayout): string {
  const key = `${size}-${layout}`;
  let body = answers.get(key);
  if (!body) {
    const list = sizedTrace(size, MARKERS, FROM, TO);
    body = JSON.stringify({ code: 0, msg: 'success', data: traceInLayout(list, FROM, layout) });
    answers.clear();
    answers.set(key, body);
  }
  return body;
}

/**
 * A backend for the production build: getDataTraceList answers the bench VIN's trace in the layout
 * asked for, every other call the mock's handlers answer over HTTP.
 */
function backend(): Server {
  const mock = createMockListener(handlersFor());
  return createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/api/data/getTraceList')) {
      mock(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const query = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { vin?: string };
      const size = benchEntries(query.vin ?? '') ?? 0;
      const layout = new URL(req.url ?? '', 'http://x').searchParams.get('layout');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(traceAnswer(size, traceLayoutOf(layout)));
    });
  });
}

/** The production console proxying its calls to `backend()`: a console with a server, no mock. */
const serveProduction = () => serveWithBackend(OUT_SERVER, backend());

async function serve(): Promise<{ origin: string; close: () => void }> {
  const handle = createConsoleServer({ root: OUT }).listeners('request')[0] as RequestListener;
  let gpsDay: string | undefined;
  const server = createServer((req, res) => {
    // Cross-origin isolated, the page's clock reads to 5 µs: without it the browser rounds every
    // timestamp to 100 µs and jitters it, and an interval of one display frame (16.67 ms) reads as
    // anything from 16.6 to 16.8 ms.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
    if (req.url === '/bench/gps-day.json') {
      gpsDay ??= JSON.stringify({ code: 0, msg: 'success', data: [gpsTrace()] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(gpsDay);
      return;
    }
    const match = /^\/bench\/trace-(\d+)\.json(?:\?layout=(\w+))?$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(traceAnswer(Number(match[1]), traceLayoutOf(match[2])));
  });
  const port = await listen(server);
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The car's day: AXIS_FIXES fixes over the window, with a stretch of twenty minutes without any. */
function gpsTrace() {
  const step = (TO - FROM) / (AXIS_FIXES - 1);
  const lostFrom = FROM + (TO - FROM) * 0.4;
  const points = gpsFixesFor(1, FROM, TO, step)
    .map((fix) => ({ ...fix, ts: Math.round(fix.ts) }))
    .filter((fix) => fix.ts < lostFrom || fix.ts >= lostFrom + 20 * 60_000);
  return { carId: 1, plate: 'BENCH', vin: AXIS_VIN, points };
}

/** The frame intervals while something ran: their p95, and how many were dropped frames. */
interface FrameFigures {
  p95: number;
  /** Intervals over one and a half display frames (16.7 ms): a frame the page did not paint in time. */
  dropped: number;
  count: number;
  /** From the pointer's release: the longest frame, and the time until the page had settled. */
  release?: { longest: number; settled: number };
}

const DISPLAY_FRAME_MS = 1000 / 60;

/** One line for a frame figure: the p95 against its target, and the dropped frames beside it. */
const frameLine = (what: string, figures: FrameFigures): string =>
  `p95 frame while ${what}: ${figures.p95.toFixed(1)} ms (target <= 16.7); frames dropped: ${String(figures.dropped)} of ${String(figures.count)}` +
  (figures.release
    ? `; after the release: longest frame ${figures.release.longest.toFixed(1)} ms, window shown in ${Math.round(figures.release.settled)} ms`
    : '');

/**
 * The frame intervals while `act` runs, and after it until `settled` holds in the page (the brushed
 * window is in the URL), so the work a release starts is counted too.
 */
async function frames(
  page: Page,
  act: () => Promise<void>,
  settled?: () => boolean,
): Promise<FrameFigures> {
  // A string, so the bundler's helpers for named functions do not leak into the page.
  await page.evaluate(`(() => {
    window.benchFrames = [];
    window.benchOn = true;
    window.benchUpAt = undefined;
    addEventListener('pointerup', () => { window.benchUpAt = performance.now(); }, { capture: true, once: true });
    let last = performance.now();
    const tick = (now) => {
      window.benchFrames.push([now, now - last]);
      last = now;
      if (window.benchOn) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await act();
  if (settled) await page.waitForFunction(settled, undefined, { polling: 'raf', timeout: 60_000 });
  // Two more frames: the one that shows what settled, and one after it.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const { list, upAt } = await page.evaluate(() => {
    const w = window as unknown as {
      benchFrames: [number, number][];
      benchOn: boolean;
      benchUpAt?: number;
    };
    w.benchOn = false;
    return { list: w.benchFrames.slice(1), upAt: w.benchUpAt };
  });
  const intervals = list.map(([, interval]) => interval);
  const sorted = [...intervals].sort((a, b) => a - b);
  const afterUp = upAt === undefined ? [] : list.filter(([at]) => at > upAt);
  const lastAt = list.at(-1)?.[0];
  return {
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
    dropped: intervals.filter((interval) => interval > DISPLAY_FRAME_MS * 1.5).length,
    count: intervals.length,
    release:
      !settled || upAt === undefined || lastAt === undefined
        ? undefined
        : {
            longest: Math.max(0, ...afterUp.map(([, interval]) => interval)),
            // The settled frame is the second to last.
            settled: (list.at(-2)?.[0] ?? lastAt) - upAt,
          },
  };
}

async function drag(page: Page, shift: boolean) {
  const box = await page.getByTestId('trace-overlay').boundingBox();
  if (!box) throw new Error('no chart');
  const y = box.y + box.height * 0.7;
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 60 });
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
}

/**
 * What one page load gives: the figures of the chart and how long the answer took to paint. The
 * kinds: the columnar answer with pan and brush, the row answer, the time axis, and the columnar
 * answer from a server to the production build.
 */
async function measure(
  size: number,
  origin: string,
  kind: 'asked' | 'columns' | 'rows' | 'axis' | 'server',
) {
  const layout = kind === 'rows' || kind === 'columns' ? kind : null;
  const axis = kind === 'axis';
  const fromServer = kind === 'server';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const page = await browser.newPage({
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: CHART_PX + PAGE_BESIDE_CHART_PX, height: 1000 },
    });
    await page.addInitScript(
      ({ user, path, layout, axis, fromServer }) => {
        localStorage.setItem('jwtToken', 'bench-token');
        localStorage.setItem('user_info', JSON.stringify(user));
        localStorage.setItem('authority_codes', JSON.stringify(user.authorities));
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          if (axis && url.pathname === '/api/out/gps/getTrace')
            return original('/bench/gps-day.json');
          if (url.pathname !== '/api/data/getTraceList') return original(input, init);
          // The production build asks its server, as it does for a user; the mock build is given
          // the answer of the layout the page asked for, or always the one measured (a server that
          // knows only rows, or rows and columns).
          const answered = layout ?? new URLSearchParams(url.search).get('layout');
          const asked = fromServer
            ? original(input, init)
            : original(answered ? `${path}?layout=${answered}` : path);
          return asked.then((answer) => {
            const times = window as unknown as { benchAnswerAt: number; benchBodyAt: number };
            times.benchAnswerAt = performance.now();
            const read = answer.arrayBuffer.bind(answer);
            answer.arrayBuffer = () =>
              read().then((body) => {
                times.benchBodyAt = performance.now();
                return body;
              });
            return answer;
          });
        };
        // When the decoding worker hands back the model.
        const handler: ProxyHandler<typeof Worker> = {};
        handler.construct = (target, args: ConstructorParameters<typeof Worker>) => {
          const worker = new target(...args);
          worker.addEventListener('message', () => {
            (window as unknown as { benchDecodedAt: number }).benchDecodedAt = performance.now();
          });
          return worker;
        };
        window.Worker = new Proxy(window.Worker, handler);
        // When the chart first draws after the answer: the frame it is painted in. The bench's own
        // poll sees it later, once the busy page runs it.
        new MutationObserver((records) => {
          const times = window as unknown as { benchAnswerAt?: number; benchDrawnAt?: number };
          if (times.benchAnswerAt === undefined || times.benchDrawnAt !== undefined) return;
          if (
            records.some(
              (record) => (record.target as HTMLElement).dataset.testid === 'trace-canvas',
            )
          )
            times.benchDrawnAt = performance.now();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-draws'] });
      },
      { user: USER, path: `/bench/trace-${size}.json`, layout, axis, fromServer },
    );
    const vin = axis ? AXIS_VIN : benchVin(size);
    const traceTo =
      TRACE_LOAD === undefined || (kind !== 'asked' && kind !== 'server')
        ? undefined
        : kind === 'server'
          ? TRACE_LOAD.replace(/(\.json)?$/, '-server.json')
          : TRACE_LOAD;
    const tracing = traceTo !== undefined && size === (ONLY_SIZE ?? SIZES[SIZES.length - 1]);
    if (tracing) {
      await browser.startTracing(page, {
        path: traceTo,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'loading',
          'toplevel',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
    }
    await page.goto(
      `${origin}/#/data-manager/testing-check?vin=${vin}&startTime=2026-11-20%2001%3A00%3A00&endTime=2026-11-20%2023%3A59%3A59`,
    );
    const canvas = page.getByTestId('trace-canvas');
    await canvas.waitFor({ timeout: 300_000 });
    const painted = await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="trace-canvas"]');
        const times = window as unknown as {
          benchAnswerAt?: number;
          benchBodyAt?: number;
          benchDecodedAt?: number;
          benchDrawnAt?: number;
        };
        const at = times.benchAnswerAt;
        if (!el?.getAttribute('data-draws') || !at) return false;
        const now = performance.now();
        const drawn = times.benchDrawnAt ?? now;
        return {
          total: drawn - at,
          body: (times.benchBodyAt ?? drawn) - at,
          decoded: (times.benchDecodedAt ?? drawn) - at,
          seen: now - drawn,
        };
      },
      undefined,
      { timeout: 300_000, polling: 'raf' },
    );
    const phases = (await painted.jsonValue()) as {
      total: number;
      body: number;
      decoded: number;
      seen: number;
    };
    const answerToPaint = phases.total;
    // Where the time went: the body read, the decoding worker's answer, then the painted chart.
    const ms = (value: number) => `${Math.round(value)} ms`;
    const phaseLine =
      `  (body read ${ms(phases.body)}, decoded ${ms(phases.decoded - phases.body)} later, ` +
      `painted ${ms(phases.total - phases.decoded)} after that; the bench's poll saw it ${ms(phases.seen)} later)`;
    if (tracing) {
      await browser.stopTracing();
      console.log(`trace of the page load written to ${traceTo}`);
    }
    if (axis) {
      await measureAxis(page);
      return;
    }
    if (layout) {
      const name = layout === 'rows' ? 'row' : 'columnar';
      console.log(`${name} answer to painted chart: ${Math.round(answerToPaint)} ms (figure only)`);
      console.log(phaseLine);
      return;
    }
    if (fromServer) {
      console.log(
        `\n== ${size.toLocaleString('en')} entries from a server: the production build, without the mock's service worker ==`,
      );
      console.log(`answer to painted chart: ${Math.round(answerToPaint)} ms (figure only)`);
      console.log(phaseLine);
      return;
    }
    const figures = await canvas.evaluate((el) => ({
      primitives: Number(el.getAttribute('data-primitives')),
      lanes: Number(el.getAttribute('data-lanes')),
      width: Math.round(el.getBoundingClientRect().width),
    }));
    const pan = await frames(page, () => drag(page, false));
    const profiling = PROFILE !== undefined && size === SIZES[SIZES.length - 1];
    const cdp = profiling ? await page.context().newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const brush = await frames(
      page,
      () => drag(page, true),
      () => location.hash.includes('brushStart'),
    );
    if (cdp && PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(PROFILE, JSON.stringify(profile));
      console.log(`CPU profile of the brushing written to ${PROFILE}`);
    }
    const perColumn = figures.primitives / (figures.width * Math.max(1, figures.lanes));
    console.log(
      `\n== ${size.toLocaleString('en')} entries, ${MARKERS.toLocaleString('en')} markers ==`,
    );
    console.log(
      `chart ${figures.width} px, ${figures.lanes} lanes: ${figures.primitives} primitives, ${perColumn.toFixed(3)} per column per lane (target <= 4)`,
    );
    console.log(`answer to painted chart: ${Math.round(answerToPaint)} ms (figure only)`);
    console.log(phaseLine);
    console.log(frameLine('panning', pan));
    console.log(frameLine('brushing', brush));
  } finally {
    await browser.close();
  }
}

/**
 * The main thread's work (script, style and layout, in ms) while `act` runs, from the browser's own
 * counters: a figure that a busy machine disturbs less than the frame times.
 */
async function work(
  page: Page,
  act: () => Promise<FrameFigures>,
): Promise<{ frames: FrameFigures; ms: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const total = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return (of('ScriptDuration') + of('RecalcStyleDuration') + of('LayoutDuration')) * 1000;
  };
  const before = await total();
  const figures = await act();
  const ms = (await total()) - before;
  await cdp.detach();
  return { frames: figures, ms };
}

/** The cursor over lanes and map together: moved by the pointer, then by replay at 600x. */
async function measureAxis(page: Page) {
  const map = page.getByRole('region', { name: 'GPS 轨迹' });
  const fixes = await map.getByText(/个定位点/).textContent({ timeout: 300_000 });
  const box = await page.getByTestId('trace-overlay').boundingBox();
  if (!box) throw new Error('no chart');
  const y = box.y + box.height * 0.7;
  const hover = await work(page, () =>
    frames(page, async () => {
      await page.mouse.move(box.x + box.width * 0.1, y);
      await page.mouse.move(box.x + box.width * 0.9, y, { steps: 120 });
    }),
  );
  // Off the lanes, so the replayed cursor is the one shown.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
  const replay = page.getByRole('group', { name: '回放' });
  await replay.getByRole('combobox', { name: '回放速度' }).click();
  await page.getByRole('option', { name: '600×' }).click();
  const play = await work(page, () =>
    frames(page, async () => {
      await replay.getByRole('button', { name: '播放' }).click();
      await page.waitForTimeout(3_000);
      await replay.getByRole('button', { name: '暂停' }).click();
    }),
  );
  console.log(
    `\n== one time axis: ${AXIS_ENTRIES.toLocaleString('en')} entries, ${AXIS_FIXES.toLocaleString('en')} GPS fixes (${fixes?.trim() ?? '?'}) ==`,
  );
  console.log(frameLine('the cursor moves', hover.frames));
  console.log(frameLine('replaying at 600x', play.frames));
  console.log(
    `main-thread work (script, style, layout): ${Math.round(hover.ms)} ms over 120 pointer moves, ${Math.round(play.ms)} ms over 3 s of replay (figures only)`,
  );
}

async function main() {
  build();
  const { origin, close } = await serve();
  const production = await serveProduction();
  try {
    const only = values['axis-only'] === true;
    for (const size of only ? [] : ONLY_SIZE ? [ONLY_SIZE] : SIZES) {
      await measure(size, origin, 'asked');
      await measure(size, origin, 'columns');
      await measure(size, origin, 'rows');
    }
    const largest = ONLY_SIZE ?? SIZES[SIZES.length - 1];
    if (!only && largest !== undefined) await measure(largest, production.origin, 'server');
    if (!ONLY_SIZE) await measure(AXIS_ENTRIES, origin, 'axis');
  } finally {
    close();
    production.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
