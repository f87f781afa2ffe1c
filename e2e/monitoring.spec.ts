import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';

import { freePort } from '../scripts/free-port';
import { expect, test, withToken } from './fixtures';

const CAN_COUNTS = /全部 4 · 运行 \d · 停止 \d · 空闲 \d/;

/** The CAN group's counts of device 1024, which the mock's port changes move. */
const canCounts = (page: Page) =>
  page.getByRole('region', { name: 'CAN', exact: true }).getByText(CAN_COUNTS);

/** Waits until the counts read something other than `before`: a port changed state live. */
const seeChange = async (page: Page) => {
  await expect(canCounts(page)).toBeVisible();
  const before = await canCounts(page).textContent();
  await expect(canCounts(page)).not.toHaveText(before ?? '');
};

test('单设备监控 on the embedded mock: a port changes state live', async ({ page }) => {
  await withToken(page);
  await page.goto('/#/monitoring/global-monitoring');
  await expect(page.getByText('已连接')).toBeVisible();
  await page.getByRole('link', { name: /^查看实时监控\s*VD1K241101001(?![0-9])/ }).click();
  await expect(page.getByRole('heading', { name: /VD1K241101001/ })).toBeVisible();
  await seeChange(page);
});

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

test.describe('proxy mode against mock:server', () => {
  let backend: ChildProcess | undefined;
  let consoleServer: ChildProcess | undefined;
  let consoleUrl = '';

  test.beforeAll(async () => {
    test.skip(!existsSync('dist/index.html'), 'needs the deployable build (npx vite build)');
    const backendPort = await freePort();
    const consolePort = await freePort();
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

  test('a port changes live through the proxy; with the server down a reload shows the last state, its time and 已断开', async ({
    page,
  }) => {
    await withToken(page);
    await page.goto(`${consoleUrl}/#/monitoring/single-device-monitoring/1024`);
    await expect(page.getByText('已连接')).toBeVisible();
    await seeChange(page);
    // The first state is kept as soon as it comes; leaving the page keeps the latest.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('monitor_last_wsdata')))
      .toContain('"deviceId":1024');
    backend?.kill();
    await page.reload();
    await expect(
      page.getByText(/显示的是 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 保存的最后状态/),
    ).toBeVisible();
    await expect(page.getByText('已断开')).toBeVisible();
    await expect(canCounts(page)).toBeVisible();
  });
});
