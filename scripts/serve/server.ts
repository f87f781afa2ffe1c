import { createReadStream, existsSync, statSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import { securityHeaders } from './headers.ts';
import { TEXT_EXTENSIONS } from './precompress.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
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

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Encodings the client accepts with a non-zero q, brotli before gzip at equal weight. */
export const acceptedEncodings = (header: string | undefined): Encoding[] => {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

const serveStatic = (root: string, req: IncomingMessage, res: ServerResponse) => {
  const base = resolve(root);
  let pathname = '/';
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    // A malformed escape (%E0) names no file: the app's page answers it.
  }
  const file = resolve(base, `.${pathname}`);
  const inside = file.startsWith(base + sep);
  const target = inside && isFile(file) ? file : join(base, 'index.html');
  const type = MIME[extname(target)] ?? 'application/octet-stream';
  const immutable = target.startsWith(join(base, 'assets') + sep);
  const compressible = TEXT_EXTENSIONS.has(extname(target));
  // The build writes .br and .gz beside each text file; a file without them goes out as it is.
  const encoding = compressible
    ? acceptedEncodings(req.headers['accept-encoding']).find((e) => isFile(target + SUFFIX[e]))
    : undefined;
  const sent = encoding ? target + SUFFIX[encoding] : target;
  res.writeHead(200, {
    ...securityHeaders,
    'Content-Type': type,
    'Content-Length': statSync(sent).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent).pipe(res);
};

const COMPRESSIBLE_ANSWER = /json|^text\/(?!event-stream)|javascript|xml/i;

/**
 * Backend answers are compressed on the way, as nginx's `gzip on` would, unless the backend did it
 * already, the answer is small or has no body, or it streams events.
 */
const compressesAnswer = (
  req: IncomingMessage,
  status: number,
  headers: IncomingHttpHeaders,
): boolean => {
  if (req.method === 'HEAD' || status === 204 || status === 304) return false;
  if (headers['content-encoding']) return false;
  const length = headers['content-length'];
  if (length !== undefined && Number(length) < 1024) return false;
  return COMPRESSIBLE_ANSWER.test(headers['content-type'] ?? '');
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
      const status = up.statusCode ?? 502;
      const encoding = compressesAnswer(req, status, up.headers)
        ? acceptedEncodings(req.headers['accept-encoding'])[0]
        : undefined;
      if (!encoding) {
        res.writeHead(status, up.headers);
        up.pipe(res);
        return;
      }
      const { 'content-length': _length, ...headers } = up.headers;
      res.writeHead(status, {
        ...headers,
        'content-encoding': encoding,
        vary: up.headers.vary ? `${up.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
      });
      const compress =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : createGzip({ level: 6 });
      pipeline(up, compress, res, () => undefined);
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
    serveStatic(root, req, res);
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
