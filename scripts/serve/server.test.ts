// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { precompressFile } from './precompress.ts';
import { acceptedEncodings, createConsoleServer } from './server.ts';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** The raw answer, body undecoded: fetch would decompress it behind our back. */
const raw = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
const BIG = JSON.stringify({
  code: 0,
  msg: 'success',
  data: Array.from({ length: 500 }, (_, i) => ({ lat: 31 + i / 1e4, lng: 121 + i / 1e4 })),
});

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
    writeFileSync(join(root, 'assets', 'app.js'), APP_JS);
    await precompressFile(join(root, 'assets', 'app.js'));
    await precompressFile(join(root, 'index.html'));
    writeFileSync(join(root, 'assets', 'gz-only.css'), 'body{}');
    writeFileSync(join(root, 'assets', 'gz-only.css.gz'), gzipSync('body{}'));
    target = createServer((req, res) => {
      if (req.url === '/api/big') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': BIG.length });
        res.end(BIG);
        return;
      }
      if (req.url === '/api/gzipped') {
        const body = gzipSync(BIG);
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Encoding': 'gzip',
          'Content-Length': body.length,
        });
        res.end(body);
        return;
      }
      const small = JSON.stringify({
        code: 0,
        msg: 'success',
        data: { path: req.url, auth: req.headers.authorization ?? null },
      });
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(small),
      });
      res.end(small);
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

  describe('precompressed files', () => {
    const file = (name: string) => readFileSync(join(root, 'assets', name));

    it('sends the brotli file to a browser that accepts br, with Vary and its own length', async () => {
      const res = await raw(plainPort, '/assets/app.js', {
        'Accept-Encoding': 'gzip, deflate, br',
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(Number(res.headers['content-length'])).toBe(file('app.js.br').length);
      expect(res.body.length).toBeLessThan(APP_JS.length);
      expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
    });

    it('sends the gzip file when br is not accepted (or refused with q=0)', async () => {
      for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip;q=0.8']) {
        const res = await raw(plainPort, '/assets/app.js', { 'Accept-Encoding': accept });
        expect(res.headers['content-encoding'], accept).toBe('gzip');
        expect(Number(res.headers['content-length'])).toBe(file('app.js.gz').length);
        expect(gunzipSync(res.body).toString()).toBe(APP_JS);
      }
    });

    it('sends the plain file without Accept-Encoding, still saying that the answer varies', async () => {
      const variants: Record<string, string>[] = [
        {},
        { 'Accept-Encoding': 'identity' },
        { 'Accept-Encoding': '*;q=0' },
      ];
      for (const headers of variants) {
        const res = await raw(plainPort, '/assets/app.js', headers);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.body.toString()).toBe(APP_JS);
        expect(Number(res.headers['content-length'])).toBe(APP_JS.length);
      }
    });

    it('falls back when the compressed sibling is missing', async () => {
      const none = await raw(plainPort, '/assets/main.js', { 'Accept-Encoding': 'br, gzip' });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body.toString()).toBe('console.log(1)');
      const gzOnly = await raw(plainPort, '/assets/gz-only.css', { 'Accept-Encoding': 'br, gzip' });
      expect(gzOnly.headers['content-encoding']).toBe('gzip');
      expect(gzOnly.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(gunzipSync(gzOnly.body).toString()).toBe('body{}');
    });

    it('compresses the app page of any route, in proxy mode too, and answers HEAD without a body', async () => {
      for (const port of [plainPort, proxiedPort]) {
        const res = await raw(port, '/some/route', { 'Accept-Encoding': 'br' });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(brotliDecompressSync(res.body).toString()).toContain('<title>app</title>');
      }
      const head = await raw(plainPort, '/assets/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(head.headers['content-encoding']).toBe('br');
      expect(Number(head.headers['content-length'])).toBe(file('app.js.br').length);
      expect(head.body.length).toBe(0);
    });

    it('serves a malformed path as the app page instead of failing', async () => {
      const res = await raw(plainPort, '/%E0%A4%A');
      expect(res.body.toString()).toContain('<title>app</title>');
    });

    it('reads Accept-Encoding weights', () => {
      expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
      expect(acceptedEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
      expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
      expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
      expect(acceptedEncodings(undefined)).toEqual([]);
    });
  });

  describe('backend answers in proxy mode', () => {
    it('compresses a large JSON answer for a browser that accepts it', async () => {
      const br = await raw(proxiedPort, '/api/big', { 'Accept-Encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.headers['content-length']).toBeUndefined();
      expect(brotliDecompressSync(br.body).toString()).toBe(BIG);
      const gz = await raw(proxiedPort, '/api/big', { 'Accept-Encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(BIG);
    });

    it('passes small, uncompressible or already compressed answers through as they are', async () => {
      const plain = await raw(proxiedPort, '/api/big');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(BIG);
      const small = await raw(proxiedPort, '/api/user/current', { 'Accept-Encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toMatchObject({ code: 0 });
      const gzipped = await raw(proxiedPort, '/api/gzipped', { 'Accept-Encoding': 'br, gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.body).toString()).toBe(BIG);
    });
  });
});
