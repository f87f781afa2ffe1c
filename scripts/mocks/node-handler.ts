// Serves msw request handlers over node:http: each incoming request becomes a fetch Request, the
// handlers answer it as they do in the browser, and the answer is streamed back. Used by
// `npm run mock:server` and the Lighthouse bench.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';

const toRequest = (req: IncomingMessage, origin: string): Request => {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // A streamed body must say so (undici).
    ...(hasBody ? { duplex: 'half' } : {}),
  });
};

/**
 * A node:http request listener answering from `handlers`. A request no handler answers gets 404
 * with `{"error":"Mock not found"}`; an answer of `Response.error()` (no answer at all) drops the
 * connection, which is what a client sees when the network is down.
 */
export const createMockListener =
  (handlers: readonly RequestHandler[]) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    void (async () => {
      const answer = await getResponse([...handlers], toRequest(req, origin), { baseUrl: origin });
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Mock not found' }));
        return;
      }
      if (answer.type === 'error') {
        req.socket.destroy();
        return;
      }
      res.statusCode = answer.status;
      if (answer.statusText) res.statusMessage = answer.statusText;
      answer.headers.forEach((value, name) => res.appendHeader(name, value));
      if (answer.body) Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>).pipe(res);
      else res.end();
    })().catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    });
  };
