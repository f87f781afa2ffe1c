import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, heading, logIn, test } from './fixtures';

// Proxy mode: the deployable build (dist/, no mock code) served by `npm start` with API_TARGET,
// talking to a real HTTP backend — here the project's mock server, run as its own process.
const BACKEND_PORT = 4396;
const CONSOLE_PORT = 4397;
const CONSOLE = `http://127.0.0.1:${CONSOLE_PORT}`;

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
  backend = await start(
    ['scripts/mock-server.ts'],
    { MOCK_PORT: String(BACKEND_PORT) },
    `:${BACKEND_PORT}`,
  );
  consoleServer = await start(
    ['scripts/serve.ts', '--no-build'],
    { API_TARGET: `http://127.0.0.1:${BACKEND_PORT}`, PORT: String(CONSOLE_PORT) },
    `:${CONSOLE_PORT}`,
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
  const worker = await request.get(`${CONSOLE}/mockServiceWorker.js`);
  expect(await worker.text()).not.toContain('Mock Service Worker');

  const enums = await request.get(`${CONSOLE}/api/util/enums`, {
    headers: { Authorization: 'Bearer proxy-test' },
  });
  expect(await enums.json()).toMatchObject({ code: 0, data: { port_type: expect.any(Object) } });

  await page.goto(`${CONSOLE}/#/login`);
  await logIn(page);
  await expect(heading(page)).toHaveText('设备列表');
  const swCount = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  expect(swCount).toBe(0);
});
