// @vitest-environment node
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleServer } from './server.ts';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('console server', () => {
  const root = mkdtempSync(join(tmpdir(), 'vdaq-serve-'));
  let target: Server;
  let plain: Server;
  let proxied: Server;
  let plainPort = 0;
  let proxiedPort = 0;

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'main.js'), 'console.log(1)');
    target = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 0,
          msg: 'success',
          data: { path: req.url, auth: req.headers.authorization ?? null },
        }),
      );
    });
    target.on('upgrade', (req, socket) => {
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      );
      socket.write(`upgraded ${req.url}`);
      socket.end();
    });
    const targetPort = await listen(target);
    // A relative root, as npm start passes ('dist-mock'), must serve its files too.
    plain = createConsoleServer({ root: relative(process.cwd(), root) });
    proxied = createConsoleServer({ root, target: new URL(`http://127.0.0.1:${targetPort}`) });
    [plainPort, proxiedPort] = await Promise.all([listen(plain), listen(proxied)]);
  });
  afterAll(() => {
    for (const s of [target, plain, proxied]) s.close();
  });

  it('sends the security headers with every page', async () => {
    const res = await fetch(`http://127.0.0.1:${plainPort}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves assets and falls back to index.html, never outside its folder', async () => {
    expect(await (await fetch(`http://127.0.0.1:${plainPort}/assets/main.js`)).text()).toBe(
      'console.log(1)',
    );
    expect(await (await fetch(`http://127.0.0.1:${plainPort}/no/such/page`)).text()).toContain(
      '<title>app</title>',
    );
    expect(
      await (await fetch(`http://127.0.0.1:${plainPort}/..%2f..%2fetc%2fpasswd`)).text(),
    ).toContain('<title>app</title>');
  });

  it('answers API paths itself without a target (the mock worker handles them in the browser)', async () => {
    const res = await fetch(`http://127.0.0.1:${plainPort}/api/user/current`);
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('proxies /api and /zd-proxy to the target with the request intact', async () => {
    const api = await fetch(`http://127.0.0.1:${proxiedPort}/api/user/current?x=1`, {
      headers: { Authorization: 'Bearer abc' },
    });
    expect(await api.json()).toMatchObject({
      data: { path: '/api/user/current?x=1', auth: 'Bearer abc' },
    });
    const zd = await fetch(`http://127.0.0.1:${proxiedPort}/zd-proxy/api/dataset_task/list`);
    expect(await zd.json()).toMatchObject({ data: { path: '/zd-proxy/api/dataset_task/list' } });
  });

  it('proxies the monitoring websocket upgrade', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(proxiedPort, '127.0.0.1', () => {
        socket.write(
          'GET /ws/monitor HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(text).toContain('101 Switching Protocols');
    expect(text).toContain('upgraded /ws/monitor');
  });
});
