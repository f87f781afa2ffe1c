// Prints figures for 全局监控 on the built console with 500 devices of 16+ ports and a mock socket
// sending 1,000 and then 10,000 port changes per second: React commits per second (target <= 60),
// long animation frames over 50 ms (target 0), messages sent vs applied (target equal) and
// message-to-paint p95 in frames (target <= 2), counted from the message's arrival at the console
// (the socket's transit lies outside it, and on a real network runs to many frames), and beside it
// from the server's send. Figures only: nothing is gated on time.
//
// The deployable build (no mock code) is built into its own folder and served with the few calls the
// screen makes answered here; the monitor socket is a real one served by this process on the same
// server (monitor-generator.ts), which keeps the send times, while a probe in the page
// (monitor-probe.ts) counts commits, applied messages, long frames and when applied ones were painted.
// Flags: --no-build reuses the build, --seconds N sets each phase's length (default 20), --trace FILE
// writes a Chromium performance trace of the last phase, --profile FILE a CPU profile of the page's
// main thread during it (.cpuprofile, for DevTools) and beside it one of each of the page's
// workers, the socket's among them (FILE.worker-N.cpuprofile).
//
// --soak N keeps the screen open at 1,000 changes per second for N minutes instead of the phases,
// and prints every minute the page's JS heap after a forced collection (and the socket worker's),
// its DOM nodes and event listeners, then how far each grew after the first minute (targets: the
// heap <= 10 MB, DOM nodes and listeners not growing).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

import { createConsoleServer } from '../serve/server.ts';
import { listen } from './console-with-backend.ts';
import { attachMonitorGenerator, type MonitorGenerator } from './monitor-generator.ts';
import { installProbe } from './monitor-probe.ts';

const OUT = join(tmpdir(), 'vdaq-bench-monitor');
const DEVICES = 500;
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    seconds: { type: 'string' },
    trace: { type: 'string' },
    profile: { type: 'string' },
    soak: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds ?? 20);
const RATES = [1_000, 10_000];
const SOAK_RATE = 1_000;
const SOAK_MINUTES = values.soak === undefined ? undefined : Number(values.soak);
const HEAP_TARGET_MB = 10;
const FRAME_MS = 1000 / 60;

function build() {
  if (values['no-build'] && existsSync(join(OUT, 'index.html'))) return;
  console.log(`building the console into ${OUT} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const ok = (data: unknown) => JSON.stringify({ code: 0, msg: 'success', data });
const AUTHORITIES = ['monitor:global', 'monitor:single'];
const USER = { id: 1, username: 'admin', realName: 'Bench', roles: [], userTagIds: [] };
const statuses = Array.from({ length: DEVICES }, (_, i) => ({
  deviceId: i + 1,
  serialNo: `BENCH-${String(i + 1).padStart(4, '0')}`,
  name: `Bench ${i + 1}`,
  plate: null,
  fleetName: null,
  online: true,
  collecting: true,
  runningPorts: 16,
  stopPorts: 0,
  lastDataAt: null,
}));

async function serve() {
  const handle = createConsoleServer({ root: OUT }).listeners('request')[0] as RequestListener;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const answer =
      path === '/api/user/current'
        ? ok({ ...USER, authorities: AUTHORITIES })
        : path === '/api/monitor/device/status/list'
          ? ok({ total: DEVICES, pageNo: 1, pageSize: DEVICES, list: statuses })
          : path === '/api/monitor/summary'
            ? ok({
                deviceTotal: DEVICES,
                online: DEVICES,
                offline: 0,
                collecting: DEVICES,
                portCounts: [],
                recentAlarms: [],
                updatedAt: new Date().toISOString(),
              })
            : path.startsWith('/api/')
              ? ok([])
              : undefined;
    if (answer === undefined) return handle(req, res);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(answer);
  });
  const port = await listen(server);
  return { server, origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

interface ProbeReading {
  commits: number;
  applied: number;
  longFrames: number;
  /** Per applied batch: [messages applied so far, when the frame after the applying one started,
   * when the batch's first message reached the console (both epoch ms)] */
  flushes: [number, number, number][];
  /** How long the probe counted (the phase and the last messages' paint). */
  ms: number;
}

interface ProbeWindow {
  __benchProbe: { applied(): number; reset(): void; read(): ProbeReading };
}

interface Latencies {
  /** From the message's arrival at the console: what the console itself takes. Every message of
   * a batch counts from the arrival of the batch's first one (the socket worker coalesces frames
   * into one batch while the page is behind), so this never flatters. */
  received: number[];
  /** From the server's send: the above plus the socket's transit on this machine. */
  sent: number[];
  /** Stricter than `received`: every message of a frame counts from the arrival of the first
   * message of any batch the frame applied. */
  byFrame: number[];
}

/** Ms to the paint of the frame that applied them, for every 10th message. */
function latencies(sentAt: Float64Array, flushes: readonly [number, number, number][]): Latencies {
  const received: number[] = [];
  const sent: number[] = [];
  const byFrame: number[] = [];
  // The batches of one frame share its paint time.
  const frameArrival = new Map<number, number>();
  for (const [, paint, arrival] of flushes) {
    frameArrival.set(paint, Math.min(arrival, frameArrival.get(paint) ?? Infinity));
  }
  let f = 0;
  for (let i = 0; i < sentAt.length; i += 10) {
    while (f < flushes.length && (flushes[f]?.[0] ?? 0) < i + 1) f += 1;
    const flush = flushes[f];
    if (!flush) break;
    received.push(flush[1] - flush[2]);
    sent.push(flush[1] - (sentAt[i] ?? 0));
    byFrame.push(flush[1] - (frameArrival.get(flush[1]) ?? flush[2]));
  }
  return { received, sent, byFrame };
}

const frames = (ms: number) => Math.ceil(ms / FRAME_MS);

/** p95 in frames, then p50, p95 in ms and the share painted within 2 frames. */
function spread(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.floor(sorted.length * share)] ?? 0;
  const withinTwo = sorted.filter((ms) => frames(ms) <= 2).length / Math.max(1, sorted.length);
  return (
    `${frames(at(0.95))} frames (p50 ${frames(at(0.5))}); p95 ${at(0.95).toFixed(1)} ms, ` +
    `${(withinTwo * 100).toFixed(1)}% within 2 frames`
  );
}

type Cdp = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

/** The page's dedicated workers (the monitor socket's), through the page's own CDP session:
 * attached without flattening, so their commands go as messages to the target. `askAll` sends a
 * command to every worker and gives their answers. */
const workerTargets = async (cdp: Cdp) => {
  const sessions = new Set<string>();
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker') sessions.add(sessionId);
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    if (sessionId) sessions.delete(sessionId);
  });
  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as { id?: number; result?: unknown };
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer.result);
  });
  const ask = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      nextId += 1;
      waiting.set(nextId, resolve);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: nextId, method }),
      });
      setTimeout(() => resolve(undefined), 10_000);
    });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  return {
    async askAll(method: string): Promise<unknown[]> {
      const answers: unknown[] = [];
      for (const sessionId of sessions) answers.push(await ask(sessionId, method));
      return answers;
    },
  };
};

/** The heap of the page's dedicated workers together, after a forced collection. */
const workerHeaps = async (cdp: Cdp) => {
  const workers = await workerTargets(cdp);
  return async (): Promise<number> => {
    await workers.askAll('HeapProfiler.collectGarbage');
    const usages = (await workers.askAll('Runtime.getHeapUsage')) as { usedSize?: number }[];
    return usages.reduce((sum, usage) => sum + (usage?.usedSize ?? 0), 0);
  };
};

interface SoakReading {
  minute: number;
  heapMb: number;
  workerHeapMb: number;
  nodes: number;
  listeners: number;
  documents: number;
  sent: number;
  applied: number;
}

/** The screen open at SOAK_RATE for `minutes`: heap (after a forced collection), DOM nodes and
 * listeners every minute, then their growth after the first minute. */
async function soak(page: Page, generator: MonitorGenerator, minutes: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const workers = await workerHeaps(cdp);
  const read = async (minute: number, sent: number): Promise<SoakReading> => {
    // The probe keeps every applied batch; read and emptied together each minute, so it is not
    // what grows and no message falls between two minutes.
    const { applied } = await page.evaluate(() => {
      const probe = (window as unknown as ProbeWindow).__benchProbe;
      const reading = probe.read();
      probe.reset();
      return reading;
    });
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    const workerHeap = await workers();
    return {
      minute,
      heapMb: heap.usedSize / 2 ** 20,
      workerHeapMb: workerHeap / 2 ** 20,
      nodes: counters.nodes,
      listeners: counters.jsEventListeners,
      documents: counters.documents,
      sent,
      applied,
    };
  };
  const print = (r: SoakReading) =>
    console.log(
      `  minute ${String(r.minute).padStart(3)}: JS heap ${r.heapMb.toFixed(2)} MB, socket worker ` +
        `${r.workerHeapMb.toFixed(2)} MB, DOM nodes ${r.nodes}, listeners ${r.listeners}, ` +
        `documents ${r.documents}; messages sent / applied this minute ${r.sent} / ${r.applied}`,
    );
  console.log(
    `\nsoak: ${SOAK_RATE.toLocaleString('en')} port changes per second for ${minutes} min ` +
      `(heap after a forced collection)`,
  );
  await page.evaluate(() => (window as unknown as ProbeWindow).__benchProbe.reset());
  const start = await read(0, 0);
  print(start);
  const readings: SoakReading[] = [];
  for (let minute = 1; minute <= minutes; minute += 1) {
    const { sent } = await generator.run(SOAK_RATE, 60);
    const reading = await read(minute, sent);
    readings.push(reading);
    print(reading);
  }
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) return;
  const peak = (key: 'heapMb' | 'workerHeapMb') => Math.max(...readings.map((r) => r[key]));
  console.log(`\nafter the first minute (minute 1 to ${last.minute}):`);
  console.log(
    `  JS heap grew ${(last.heapMb - first.heapMb).toFixed(2)} MB (peak ${peak('heapMb').toFixed(2)} MB; ` +
      `target <= ${HEAP_TARGET_MB} MB)`,
  );
  console.log(
    `  socket worker heap grew ${(last.workerHeapMb - first.workerHeapMb).toFixed(2)} MB ` +
      `(peak ${peak('workerHeapMb').toFixed(2)} MB)`,
  );
  console.log(
    `  DOM nodes ${first.nodes} -> ${last.nodes} (max ${Math.max(...readings.map((r) => r.nodes))}), ` +
      `listeners ${first.listeners} -> ${last.listeners} ` +
      `(max ${Math.max(...readings.map((r) => r.listeners))}) (target: not growing)`,
  );
}

async function main() {
  build();
  const { server, origin, close } = await serve();
  const generator = attachMonitorGenerator(server, DEVICES);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(
    ({ user, authorities }) => {
      localStorage.setItem('jwtToken', 'bench-token');
      localStorage.setItem('user_info', JSON.stringify({ ...user, authorities }));
      localStorage.setItem('authority_codes', JSON.stringify(authorities));
    },
    { user: USER, authorities: AUTHORITIES },
  );
  // tsx keeps function names through a __name helper the page does not have.
  await page.addInitScript({
    content: `var __name = (f) => f; (${installProbe.toString()})();`,
  });
  await page.goto(`${origin}/#/monitoring/global-monitoring?pageSize=${DEVICES}`);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(m.text().slice(0, 400)));
  await page
    .getByText('已连接')
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      console.error((await page.locator('main').innerText()).slice(0, 600));
      throw error;
    });
  await generator.connected;
  await page.getByRole('link', { name: /BENCH-0500/ }).waitFor({ timeout: 60_000 });
  // The snapshot of every device applied before the first phase.
  await page.waitForFunction(
    (n) => (window as unknown as ProbeWindow).__benchProbe.applied() >= n,
    DEVICES,
    { timeout: 60_000 },
  );
  const twoFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
  if (SOAK_MINUTES !== undefined) await soak(page, generator, SOAK_MINUTES);
  for (const rate of SOAK_MINUTES === undefined ? RATES : []) {
    await twoFrames();
    const tracing = values.trace !== undefined && rate === RATES[RATES.length - 1];
    if (tracing)
      await browser.startTracing(page, {
        screenshots: false,
        categories: ['toplevel', 'devtools.timeline'],
      });
    const profiling = values.profile !== undefined && rate === RATES[RATES.length - 1];
    const cdp = profiling ? await page.context().newCDPSession(page) : undefined;
    const workers = cdp ? await workerTargets(cdp) : undefined;
    if (cdp && workers) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      await workers.askAll('Profiler.enable');
      await workers.askAll('Profiler.start');
    }
    await page.evaluate(() => (window as unknown as ProbeWindow).__benchProbe.reset());
    const { sent, sentAt, durationMs } = await generator.run(rate, SECONDS);
    if (tracing && values.trace) writeFileSync(values.trace, await browser.stopTracing());
    if (cdp && workers && values.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(values.profile, JSON.stringify(profile));
      // The page runs more than one worker, and which answers first varies: each gets its own
      // file, the socket's among them.
      const answers = (await workers.askAll('Profiler.stop')) as { profile?: unknown }[];
      answers.forEach((worker, index) => {
        if (!worker.profile || !values.profile) return;
        writeFileSync(
          values.profile.replace(/(\.cpuprofile)?$/, `.worker-${index + 1}.cpuprofile`),
          JSON.stringify(worker.profile),
        );
      });
    }
    // The last messages applied and painted (bounded: a missing one shows as sent != applied).
    await page
      .waitForFunction(
        (n) => (window as unknown as ProbeWindow).__benchProbe.applied() >= n,
        sent,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    await twoFrames();
    const figures = await page.evaluate(() =>
      (window as unknown as ProbeWindow).__benchProbe.read(),
    );
    const measured = latencies(sentAt, figures.flushes);
    console.log(`\n${rate.toLocaleString('en')} port changes per second for ${SECONDS} s`);
    console.log(`  sender achieved: ${((sent / durationMs) * 1000).toFixed(0)} changes per second`);
    console.log(
      `  React commits per second: ${((figures.commits / figures.ms) * 1000).toFixed(1)} (target <= 60)`,
    );
    console.log(`  long animation frames > 50 ms: ${figures.longFrames} (target 0)`);
    console.log(`  messages sent / applied: ${sent} / ${figures.applied} (target equal)`);
    console.log(`  message-to-paint p95: ${spread(measured.received)} (target <= 2)`);
    console.log(`  counted per frame, from its first batch's arrival: ${spread(measured.byFrame)}`);
    console.log(`  from the server's send, with the socket's transit: ${spread(measured.sent)}`);
  }
  await browser.close();
  generator.close();
  close();
}

await main();
