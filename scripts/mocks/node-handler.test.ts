import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { createMockListener } from './node-handler.ts';

let server: Server | undefined;

const serve = async (...handlers: Parameters<typeof createMockListener>[0]): Promise<string> => {
  server = createServer(createMockListener(handlers));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server?.closeAllConnections();
  server = undefined;
});

describe('createMockListener', () => {
  it('answers a call from its handler, with the handler status, headers and body', async () => {
    const origin = await serve(
      http.post('/api/echo', async ({ request }) =>
        HttpResponse.json(
          { got: await request.json(), auth: request.headers.get('authorization') },
          { status: 201, headers: { 'x-mock': 'yes' } },
        ),
      ),
    );
    const answer = await fetch(`${origin}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-mock')).toBe('yes');
    expect(await answer.json()).toEqual({ got: { a: 1 }, auth: 'Bearer t' });
  });

  it('answers 404 when no handler answers', async () => {
    const origin = await serve(http.get('/api/known', () => HttpResponse.json({})));
    const answer = await fetch(`${origin}/api/unknown`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'Mock not found' });
  });

  it('drops the connection when the handler answers with a network error', async () => {
    const origin = await serve(http.get('/api/down', () => HttpResponse.error()));
    await expect(fetch(`${origin}/api/down`)).rejects.toThrow();
  });
});
