import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

import { freePort } from '../scripts/free-port';
import { DEMO_TOKEN, expect, heading, logIn, STORAGE, test, withToken } from './fixtures';

// Proxy mode: the deployable build (dist/, no mock code) served by `npm start` with API_TARGET,
// talking to a real HTTP backend — here the project's mock server, run as its own process.

let backendPort = 0;
let consolePort = 0;
let consoleUrl = '';

const start = (args: string[], env: Record<string, string>, ready: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });

let backend: ChildProcess | undefined;
let consoleServer: ChildProcess | undefined;

test.beforeAll(async () => {
  test.skip(!existsSync('dist/index.html'), 'needs the deployable build (npx vite build)');
  backendPort = await freePort();
  consolePort = await freePort();
  consoleUrl = `http://127.0.0.1:${consolePort}`;
  backend = await start(
    ['scripts/mock-server.ts'],
    { MOCK_PORT: String(backendPort) },
    `:${backendPort}`,
  );
  consoleServer = await start(
    ['scripts/serve.ts', '--no-build'],
    { API_TARGET: `http://127.0.0.1:${backendPort}`, PORT: String(consolePort) },
    `:${consolePort}`,
  );
});

test.afterAll(() => {
  consoleServer?.kill();
  backend?.kill();
});

test('the built console on PORT reaches the API_TARGET backend and logs in through it', async ({
  page,
  request,
}) => {
  const worker = await request.get(`${consoleUrl}/mockServiceWorker.js`);
  expect(await worker.text()).not.toContain('Mock Service Worker');

  const enums = await request.get(`${consoleUrl}/api/util/enums`, {
    headers: { Authorization: 'Bearer proxy-test' },
  });
  expect(await enums.json()).toMatchObject({ code: 0, data: { port_type: expect.any(Object) } });

  await page.goto(`${consoleUrl}/#/login`);
  await logIn(page);
  await expect(heading(page)).toHaveText('设备列表');
  const swCount = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  expect(swCount).toBe(0);
});

test('answers are checked against the contract in a worker: the page builds no schema', async ({
  page,
}) => {
  await withToken(page);
  await page.goto(`${consoleUrl}/#/dashboard`);
  await expect(heading(page)).toHaveText('数据看板');
  await expect(
    page.getByRole('region', { name: '月度试验报告' }).getByText('试验车辆'),
  ).toBeVisible();
  // Every card has its answer, checked and shown.
  await expect(page.getByRole('region', { name: 'GPS 轨迹回显' })).not.toHaveAttribute('aria-busy');
  await expect(page.locator('section[aria-busy]')).toHaveCount(0);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(loaded.filter((name) => name.includes('answer-check.worker'))).toHaveLength(1);
  expect(loaded.filter((name) => /\.zod-[\w-]+\.js$/.test(name))).toEqual([]);
  // The GPS card's worker sends its call itself: the traces' megabytes never reach the page.
  await expect(
    page
      .getByRole('region', { name: 'GPS 轨迹回显' })
      .getByText(/个定位点/)
      .first(),
  ).toBeVisible();
  expect(loaded.filter((name) => name.includes('/api/out/gps/getTrace'))).toEqual([]);
  expect(loaded.filter((name) => name.includes('/api/dataRecord/testMileage'))).toHaveLength(1);
});

test.describe('backend down at start', () => {
  let laterBackend: ChildProcess | undefined;
  let laterConsole: ChildProcess | undefined;
  test.afterAll(() => {
    laterConsole?.kill();
    laterBackend?.kill();
  });

  test('a token without codes shows the unreachable server, then 重试 opens the screen once it is up', async ({
    page,
  }) => {
    const downPort = await freePort();
    const port = await freePort();
    laterConsole = await start(
      ['scripts/serve.ts', '--no-build'],
      { API_TARGET: `http://127.0.0.1:${downPort}`, PORT: String(port) },
      `:${port}`,
    );
    // A token set by another tool: no user and no authority codes are stored.
    await page.addInitScript(
      ([key, token]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token);
      },
      [STORAGE.token, DEMO_TOKEN] as const,
    );
    await page.goto(`http://127.0.0.1:${port}/#/dashboard?reportMonth=2026-10`);
    await expect(heading(page)).toHaveText('无法获取账号信息');
    await expect(page.getByText('原因：服务器错误')).toBeVisible();
    await expect(page.getByRole('region', { name: '通知' }).getByRole('alert')).toHaveText(
      '服务器错误',
    );
    await expect(page.getByText('无权限')).toHaveCount(0);

    laterBackend = await start(
      ['scripts/mock-server.ts'],
      { MOCK_PORT: String(downPort) },
      `:${downPort}`,
    );
    await page.getByRole('button', { name: '重试' }).click();
    await expect(heading(page)).toHaveText('数据看板');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/dashboard?reportMonth=2026-10');
  });
});
