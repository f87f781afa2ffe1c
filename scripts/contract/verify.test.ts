// @vitest-environment node
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = (args: string[]) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(
      'node_modules/.bin/tsx',
      ['scripts/contract/verify.ts', '--no-bundle', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });

const startMockServer = (port: number) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/mock-server.ts'], {
      env: { ...process.env, MOCK_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => reject(new Error('mock server did not start')), 60_000);
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes(`:${port}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });

// A server that breaks the contract on purpose, in three different ways.
const startBrokenServer = () =>
  new Promise<Server>((resolve) => {
    const server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/api/user/current') {
        res.writeHead(500).end();
      } else if (path === '/api/util/enums') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: 'success', data: { model_number: 5 } }));
      } else if (path === '/api/util/genPicCaptcha') {
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('not a picture');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: 'success', data: null }));
      }
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

describe('contract:verify', () => {
  let mock: ChildProcess | undefined;
  let broken: Server | undefined;
  const mockPort = 4400 + Math.floor(Math.random() * 500);

  beforeAll(async () => {
    execFileSync('node_modules/.bin/tsx', ['scripts/contract/bundle.ts'], { stdio: 'ignore' });
    [mock, broken] = await Promise.all([startMockServer(mockPort), startBrokenServer()]);
  }, 120_000);
  afterAll(() => {
    mock?.kill();
    broken?.close();
  });

  it('passes every safe operation of the mock server', async () => {
    const { code, out } = await run([
      '--base-url',
      `http://127.0.0.1:${mockPort}`,
      '--token',
      'verify',
    ]);
    expect(out).toMatch(/contract verify: \d+ passed, 0 failed, \d+ skipped/);
    expect(out).not.toMatch(/^failed/m);
    expect(Number(/(\d+) passed/.exec(out)?.[1])).toBeGreaterThan(10);
    // An answer with several layouts is checked in each.
    for (const layout of ['rows', 'columns', 'steps']) {
      expect(out).toMatch(
        new RegExp(
          `^passed .*\\(getDataTraceList\\) — layout=${layout}: envelope and data match`,
          'm',
        ),
      );
    }
    expect(code).toBe(0);
  }, 120_000);

  it('names each broken operation of a wrong server and exits non-zero', async () => {
    const port = (broken?.address() as AddressInfo).port;
    const { code, out } = await run([
      '--base-url',
      `http://127.0.0.1:${port}`,
      '--token',
      'verify',
    ]);
    expect(code).not.toBe(0);
    expect(out).toMatch(/^failed .*\(getCurrentUser\) — HTTP 500/m);
    expect(out).toMatch(/^failed .*\(getEnums\) — data\.model_number/m);
    expect(out).toMatch(/^failed .*\(genPicCaptcha\) — content-type text\/plain/m);
    expect(out).toMatch(/^skipped .*\(login\) — changes data/m);
  }, 120_000);

  it('skips authenticated calls without a token instead of failing them', async () => {
    const port = (broken?.address() as AddressInfo).port;
    const { out } = await run(['--base-url', `http://127.0.0.1:${port}`]);
    expect(out).toMatch(/^skipped .*\(getCurrentUser\) — needs --token/m);
  }, 120_000);
});
