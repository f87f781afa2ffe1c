import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToken, setToken } from '@/lib/storage';

import { type OperationMeta, operations } from './generated/operations';
import { createHttpClient, httpClient } from './http-client';

interface Seen {
  url: URL;
  authorization: string | null;
}

const seen: Seen[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    seen.push({
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
    });
    return HttpResponse.json({ code: 1, msg: 'stop here' });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => clearToken());

const concrete = (meta: OperationMeta): string => meta.path.replace(/\{[^}]+\}/g, '1');
const call = (client: typeof httpClient, meta: OperationMeta, url = concrete(meta)) =>
  client(url, { method: meta.method }).catch(() => undefined);

describe('bearer rule over every generated operation', () => {
  it.each(operations.map((o) => [o.operationId, o] as const))('%s', async (_id, meta) => {
    setToken('jwt-abc');
    await call(httpClient, meta);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url.pathname).toBe(`${meta.base}${concrete(meta)}`);
    expect(request?.authorization).toBe(meta.auth === 'none' ? null : 'Bearer jwt-abc');
  });

  it('lists the three open calls as auth none', () => {
    const open = operations.filter((o) => o.auth === 'none').map((o) => o.path);
    expect(open).toEqual(
      expect.arrayContaining([
        '/api/util/genPicCaptcha',
        '/api/util/verifyPicCaptcha',
        '/api/user/resetPasswd',
      ]),
    );
  });
});

describe('headers, credentials and base', () => {
  const base = {
    tag: 'test',
    base: '',
    timeoutMs: 10_000,
    safe: true,
    responseKind: 'json',
    mediaType: 'application/json',
    loadResponseSchema: undefined,
  } as const;
  const optional: OperationMeta = {
    ...base,
    operationId: 'login',
    method: 'POST',
    path: '/api/x/login',
    auth: 'optional',
  };
  const none: OperationMeta = {
    ...base,
    operationId: 'captcha',
    method: 'GET',
    path: '/api/x/captcha',
    auth: 'none',
  };
  const proxied: OperationMeta = {
    ...base,
    operationId: 'listStrategies',
    method: 'GET',
    path: '/api/dataset/strategy/list',
    base: '/zd-proxy',
    auth: 'required',
  };
  const client = createHttpClient({ operations: [optional, none, proxied] });

  it('optional auth sends the token only when one is stored', async () => {
    await call(client, optional);
    setToken('jwt-abc');
    await call(client, optional);
    expect(seen.map((s) => s.authorization)).toEqual([null, 'Bearer jwt-abc']);
  });

  it('auth none drops even a caller-supplied Authorization header', async () => {
    setToken('jwt-abc');
    await client('/api/x/captcha', {
      method: 'GET',
      headers: { Authorization: 'Bearer leak' },
    }).catch(() => undefined);
    expect(seen[0]?.authorization).toBeNull();
  });

  it('sends credentials', async () => {
    // The intercepted request no longer carries the credentials mode in Node: read what fetch got.
    const sent = vi.spyOn(globalThis, 'fetch');
    await call(client, none);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('prefixes /zd-proxy once, keeping the query string', async () => {
    setToken('jwt-abc');
    await call(client, proxied, '/api/dataset/strategy/list?pageNo=1');
    await call(client, proxied, '/zd-proxy/api/dataset/strategy/list?pageNo=2');
    expect(seen.map((s) => `${s.url.pathname}${s.url.search}`)).toEqual([
      '/zd-proxy/api/dataset/strategy/list?pageNo=1',
      '/zd-proxy/api/dataset/strategy/list?pageNo=2',
    ]);
    expect(seen[0]?.authorization).toBe('Bearer jwt-abc');
  });
});
