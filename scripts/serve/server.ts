import { createReadStream, existsSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { securityHeaders } from './headers.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Paths forwarded to the backend in proxy mode. */
export const PROXIED_PREFIXES = ['/api/', '/zd-proxy/', '/ws/'];
const isProxied = (url: string) => PROXIED_PREFIXES.some((p) => url.startsWith(p));

export interface ServeOptions {
  root: string;
  target?: URL;
}

const serveStatic = (root: string, url: string, res: ServerResponse) => {
  const base = resolve(root);
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  const file = resolve(base, `.${pathname}`);
  const inside = file.startsWith(base + sep);
  const target =
    inside && existsSync(file) && statSync(file).isFile() ? file : join(base, 'index.html');
  const type = MIME[extname(target)] ?? 'application/octet-stream';
  const immutable = target.startsWith(join(base, 'assets') + sep);
  res.writeHead(200, {
    ...securityHeaders,
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(target).pipe(res);
};

const proxyHttp = (target: URL, req: IncomingMessage, res: ServerResponse) => {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
};

/** Static files of the built console; in proxy mode the API and websocket paths go to the target. */
export const createConsoleServer = ({ root, target }: ServeOptions): Server => {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (target && isProxied(url)) return proxyHttp(target, req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, securityHeaders).end();
      return;
    }
    serveStatic(root, url, res);
  });
  server.on('upgrade', (req, socket, head) => {
    if (!target || !isProxied(req.url ?? '')) return socket.destroy();
    const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
    const upstream = connect(port, target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [k, v] of Object.entries(req.headers)) {
        lines.push(`${k}: ${k.toLowerCase() === 'host' ? target.host : String(v)}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return server;
};
