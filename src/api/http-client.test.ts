import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { subscribeNotifications, type Toast } from '@/lib/notify';
import { clearSession, getToken, setMonitorData, setToken, storageKeys } from '@/lib/storage';
import { testOperation } from '@/testing/operation-meta';

import { ApiError } from './errors';
import {
  createHttpClient,
  type DecodedJson,
  type ForwardedRequest,
  httpClient,
  type JsonReader,
} from './http-client';

const op = testOperation;

const pointSchema = z.object({
  code: z.number(),
  msg: z.string(),
  data: z.object({ n: z.number() }),
});

const client = createHttpClient({
  operations: [
    op({
      operationId: 'getPoint',
      method: 'GET',
      path: '/api/point',
      loadResponseSchema: async () => pointSchema,
    }),
    op({ operationId: 'getThing', method: 'GET', path: '/api/thing/{id}' }),
    op({ operationId: 'listThings', method: 'GET', path: '/api/thing/list' }),
    op({ operationId: 'sliceDatasetFile', method: 'POST', path: '/api/dataset/file/slice' }),
    op({
      operationId: 'runDatasetTask',
      method: 'POST',
      path: '/api/dataset_task/run',
      timeoutMs: 1_200_000,
    }),
    op({
      operationId: 'downloadThing',
      method: 'GET',
      path: '/api/thing/file',
      responseKind: 'binary',
    }),
    op({ operationId: 'exportThing', method: 'GET', path: '/api/thing/csv', responseKind: 'text' }),
  ],
});

const server = setupServer();
const toasts: Toast[] = [];
let unsubscribe = (): void => {};
let clock = Date.UTC(2026, 0, 1);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // notify() drops a repeat of a toast still on screen; each test starts on a fresh clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 60_000;
  vi.setSystemTime(clock);
  toasts.length = 0;
  unsubscribe = subscribeNotifications((t) => toasts.push(t));
  setToken('token-1');
  window.location.hash = '#/device-management/device-list';
});
afterEach(() => {
  unsubscribe();
  server.resetHandlers();
  vi.useRealTimers();
});

const fail = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const answer = (path: string, body: unknown, init?: ResponseInit) =>
  server.use(http.all(path, () => HttpResponse.json(body as never, init)));

describe('envelope', () => {
  it('code 0 returns the whole validated envelope', async () => {
    answer('/api/point', { code: 0, msg: 'success', data: { n: 3 } });
    await expect(client('/api/point', { method: 'GET' })).resolves.toEqual({
      code: 0,
      msg: 'success',
      data: { n: 3 },
    });
  });

  it('a business code rejects with the server msg, without a toast', async () => {
    answer('/api/thing/7', { code: 500, msg: '设备不存在', data: null });
    const error = await fail(client('/api/thing/7', { method: 'GET' }));
    expect(error).toMatchObject({
      kind: 'business',
      message: '设备不存在',
      code: 500,
      operationId: 'getThing',
    });
    expect(toasts).toEqual([]);
  });

  it('a business code without msg falls back to 请求失败', async () => {
    answer('/api/thing/7', { code: 3, msg: '' });
    expect(await fail(client('/api/thing/7', { method: 'GET' }))).toMatchObject({
      message: '请求失败',
    });
  });

  it('a literal path wins over a template that also matches', async () => {
    answer('/api/thing/list', { code: 9, msg: 'x' });
    expect(await fail(client('/api/thing/list?pageNo=1', { method: 'GET' }))).toMatchObject({
      operationId: 'listThings',
    });
  });

  it('the dataset slice call rejects a list code with its msg', async () => {
    answer('/api/dataset/file/slice', { code: [1, 4], msg: '切片时间超出范围' });
    const error = await fail(client('/api/dataset/file/slice', { method: 'POST', body: '{}' }));
    expect(error).toMatchObject({ kind: 'business', message: '切片时间超出范围', code: [1, 4] });
  });

  it('a body that breaks the schema is a schema error naming the operation and first mismatch', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('/api/point', { code: 0, msg: 'success', data: { n: 'three' } });
    const error = await fail(client('/api/point', { method: 'GET' }));
    expect(error).toMatchObject({
      kind: 'schema',
      message: '服务器返回的数据格式不正确',
      operationId: 'getPoint',
    });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/getPoint.*data\.n: /));
  });

  it('a generated schema rejects a malformed current user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('/api/user/current', { code: 0, msg: 'success', data: { id: 'x' } });
    const error = await fail(httpClient('/api/user/current', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'schema', operationId: 'getCurrentUser' });
  });

  it('a non-JSON body is a schema error, not a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/point', () => HttpResponse.text('<html>gateway</html>')));
    expect(await fail(client('/api/point', { method: 'GET' }))).toMatchObject({ kind: 'schema' });
  });

  it('binary and text calls resolve to a Blob and a string', async () => {
    server.use(
      http.get('/api/thing/file', () => new HttpResponse(new Uint8Array([1, 2, 3]))),
      http.get('/api/thing/csv', () => HttpResponse.text('a,b\n1,2')),
    );
    const blob = await client<Blob>('/api/thing/file', { method: 'GET' });
    expect(blob.size).toBe(3);
    await expect(client('/api/thing/csv', { method: 'GET' })).resolves.toBe('a,b\n1,2');
  });

  it('a binary call answered with an error envelope rejects with its msg', async () => {
    answer('/api/thing/file', { code: 7, msg: '文件不存在' });
    expect(await fail(client('/api/thing/file', { method: 'GET' }))).toMatchObject({
      kind: 'business',
      message: '文件不存在',
    });
  });

  it('an unknown URL uses the defaults and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let auth: string | null = null;
    server.use(
      http.get('/api/not/in/contract', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ code: 0, msg: 'ok', data: 1 });
      }),
    );
    await expect(client('/api/not/in/contract', { method: 'GET' })).resolves.toMatchObject({
      data: 1,
    });
    expect(auth).toBe('Bearer token-1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/api/not/in/contract'));
  });
});

describe('session expiry', () => {
  it.each([102, 1021, 10203, [102, 5]])(
    'code %j clears the session and goes to login',
    async (code) => {
      setMonitorData({ vin: 'LSGBC5E43NG123456' });
      answer('/api/thing/1', { code, msg: 'token expired' });
      const error = await fail(client('/api/thing/1', { method: 'GET' }));
      expect(error).toMatchObject({ kind: 'session', message: '登录已失效，请重新登录' });
      expect(getToken()).toBeNull();
      expect(localStorage.getItem(storageKeys.monitorData)).toBeNull();
      expect(window.location.hash).toBe(
        '#/login?redirect=%2Fdevice-management%2Fdevice-list&expired=1',
      );
    },
  );

  it('five parallel 102 answers change the hash once and toast once', async () => {
    window.location.hash = '#/data-manager/data-cut?page=2';
    await new Promise((r) => setTimeout(r, 0));
    let changes = 0;
    const onChange = (): void => {
      changes += 1;
    };
    window.addEventListener('hashchange', onChange);
    answer('/api/thing/:id', { code: 102, msg: 'expired' });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((id) => client(`/api/thing/${id}`, { method: 'GET' })),
    );
    await new Promise((r) => setTimeout(r, 0));
    window.removeEventListener('hashchange', onChange);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(changes).toBe(1);
    expect(window.location.hash).toBe(
      '#/login?redirect=%2Fdata-manager%2Fdata-cut%3Fpage%3D2&expired=1',
    );
    expect(toasts.filter((t) => t.message === '登录已失效，请重新登录')).toHaveLength(1);
  });

  it('a 102 to a request sent before the session changed leaves the new session alone', async () => {
    let release = (): void => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = (): void => {};
    const sent = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      http.get('/api/thing/1', async () => {
        arrived();
        await held;
        return HttpResponse.json({ code: 102, msg: 'expired' });
      }),
    );
    const pending = fail(client('/api/thing/1', { method: 'GET' }));
    await sent;
    // The user signs out, and someone signs in again, while the old answer is on its way.
    clearSession();
    setToken('token-2');
    window.location.hash = '#/data-manager/data-cut';
    release();
    expect(await pending).toMatchObject({ kind: 'session' });
    expect(getToken()).toBe('token-2');
    expect(window.location.hash).toBe('#/data-manager/data-cut');
    expect(toasts).toEqual([]);
  });

  it('a 403 with the error envelope rejects with its msg, without a toast', async () => {
    answer('/api/thing/1', { code: 1403, msg: '无权限', data: null }, { status: 403 });
    const error = await fail(client('/api/thing/1', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 1403, message: '无权限' });
    expect(toasts).toEqual([]);
  });

  it('an error status whose body is a 102 envelope still expires the session', async () => {
    answer('/api/thing/1', { code: 102, msg: 'expired' }, { status: 401 });
    const error = await fail(client('/api/thing/1', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(getToken()).toBeNull();
  });
});

describe('a reader that sends the request itself', () => {
  const reader = (sendItself: NonNullable<JsonReader['sendItself']>): JsonReader =>
    Object.assign(() => Promise.resolve<DecodedJson>({ kind: 'not-json' }), { sendItself });
  const pageAnswered = vi.fn();
  beforeEach(() => {
    pageAnswered.mockReset();
    server.use(
      http.all('*', () => {
        pageAnswered();
        return HttpResponse.json({ code: 0, msg: 'from the page', data: { n: 0 } });
      }),
    );
  });

  it('hands it the request as the page would send it, and returns its value', async () => {
    const sent: ForwardedRequest[] = [];
    const decodeJson = reader((request) => {
      sent.push(request);
      return Promise.resolve({ kind: 'answered', decoded: { kind: 'valid', value: { n: 5 } } });
    });
    await expect(
      client('/api/point', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"day":1}',
        decodeJson,
      }),
    ).resolves.toEqual({ n: 5 });
    expect(pageAnswered).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        url: '/api/point',
        method: 'POST',
        headers: expect.arrayContaining([
          ['authorization', 'Bearer token-1'],
          ['content-type', 'application/json'],
        ]),
        body: '{"day":1}',
      },
    ]);
  });

  it('reads its answers as the page reads its own: expiry, refusal, no answer', async () => {
    const expired = reader(() =>
      Promise.resolve({
        kind: 'answered',
        decoded: { kind: 'envelope', value: { code: 102, msg: 'x' } },
      }),
    );
    expect(await fail(client('/api/point', { method: 'GET', decodeJson: expired }))).toMatchObject({
      kind: 'session',
    });
    expect(getToken()).toBeNull();

    setToken('token-2');
    const refused = reader(() =>
      Promise.resolve({
        kind: 'status',
        status: 403,
        text: JSON.stringify({ code: 1403, msg: '无权限' }),
      }),
    );
    expect(await fail(client('/api/point', { method: 'GET', decodeJson: refused }))).toMatchObject({
      kind: 'http',
      status: 403,
      message: '无权限',
    });
    const lost = reader(() => Promise.resolve({ kind: 'unreachable' }));
    expect(await fail(client('/api/point', { method: 'GET', decodeJson: lost }))).toMatchObject({
      kind: 'network',
      message: '网络请求超时',
    });
    expect(toasts.map((t) => t.message)).toContain('网络请求超时');
    expect(pageAnswered).not.toHaveBeenCalled();
  });

  it('reads a reader that failed on its own as an answer that could not be decoded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const crashed = reader(() => Promise.reject(new Error('worker crashed')));
    expect(await fail(client('/api/point', { method: 'GET', decodeJson: crashed }))).toMatchObject({
      kind: 'schema',
      message: '服务器返回的数据格式不正确',
    });
    expect(toasts).toEqual([]);
  });

  it('is stopped by the timeout of the call', async () => {
    const slow = createHttpClient({
      operations: [op({ operationId: 'slow', method: 'GET', path: '/api/slow', timeoutMs: 20 })],
    });
    const decodeJson = reader(
      (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    expect(await fail(slow('/api/slow', { method: 'GET', decodeJson }))).toMatchObject({
      kind: 'timeout',
    });
  });

  it('leaves the request to the page when it cannot send it', async () => {
    const decodeJson = Object.assign(
      () => Promise.resolve<DecodedJson>({ kind: 'valid', value: 'read on the page' }),
      { sendItself: () => undefined },
    );
    await expect(client('/api/point', { method: 'GET', decodeJson })).resolves.toBe(
      'read on the page',
    );
    expect(pageAnswered).toHaveBeenCalledTimes(1);
  });
});

describe('error catalogue: transport and HTTP status', () => {
  it('no response toasts 网络请求超时 for 3 s', async () => {
    server.use(http.get('/api/thing/1', () => HttpResponse.error()));
    const error = await fail(client('/api/thing/1', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', message: '网络请求超时' });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: '网络请求超时', durationMs: 3000 }),
    ]);
  });

  it('no response on the dataset task run rejects without a toast', async () => {
    server.use(http.post('/api/dataset_task/run', () => HttpResponse.error()));
    const error = await fail(client('/api/dataset_task/run', { method: 'POST', body: '{}' }));
    expect(error).toMatchObject({ kind: 'network' });
    expect(toasts).toEqual([]);
  });

  it('the task run is recognised by its path even before the contract has it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('/api/dataset_task/run', () => HttpResponse.error()));
    const bare = createHttpClient({ operations: [] });
    expect(await fail(bare('/api/dataset_task/run', { method: 'POST' }))).toMatchObject({
      kind: 'network',
    });
    expect(toasts).toEqual([]);
  });

  it.each([
    [404, '请求的资源不存在', false],
    [405, '请求方法错误', false],
    [500, '服务器错误', false],
    [502, '服务器错误', false],
    [504, '网络请求超时', true],
    [400, '请求失败', false],
    [403, '无权限', false],
    [503, '请求失败', false],
  ])('HTTP %i logs %s (toast: %s)', async (status, message, toasted) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/thing/1', () => new HttpResponse(null, { status })));
    const error = await fail(client('/api/thing/1', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'http', status, message });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(message));
    expect(toasts).toEqual(
      toasted ? [expect.objectContaining({ kind: 'error', message, durationMs: 3000 })] : [],
    );
  });
});

describe('operation table loaded on first call', () => {
  const table = {
    operations: [op({ operationId: 'getThing', method: 'GET', path: '/api/thing/{id}' })],
    defaultTimeoutMs: 10_000,
  };

  it('loads the table once for parallel calls and reuses it', async () => {
    server.use(http.get('/api/thing/:id', () => HttpResponse.json({ code: 0, msg: 'ok' })));
    const load = vi.fn(async () => table);
    const lazy = createHttpClient({ operations: load });
    await Promise.all([lazy('/api/thing/1'), lazy('/api/thing/2')]);
    await lazy('/api/thing/3');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a table that does not arrive fails like no response, and the next call tries again', async () => {
    server.use(http.get('/api/thing/:id', () => HttpResponse.json({ code: 0, msg: 'ok' })));
    const load = vi
      .fn<() => Promise<typeof table>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(table);
    const lazy = createHttpClient({ operations: load });
    expect(await fail(lazy('/api/thing/1'))).toMatchObject({
      kind: 'network',
      message: '网络请求超时',
    });
    expect(toasts.map((t) => t.message)).toEqual(['网络请求超时']);
    await expect(lazy('/api/thing/1')).resolves.toEqual({ code: 0, msg: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('requests started together', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('each go on in a task of their own where the browser can yield one', async () => {
    const pending: Array<() => void> = [];
    Object.defineProperty(globalThis, 'scheduler', {
      value: { yield: () => new Promise<void>((resolve) => pending.push(resolve)) },
      configurable: true,
    });
    const sent: string[] = [];
    server.use(
      http.get('*/api/point', () => {
        sent.push('point');
        return HttpResponse.json({ code: 0, msg: 'ok', data: { n: 1 } });
      }),
    );
    const calls = [client('/api/point'), client('/api/point')];
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    // Nothing is resolved, checked or sent in the task that started them ...
    expect(pending).toHaveLength(2);
    expect(sent).toHaveLength(0);
    // ... each goes on when its own task comes (from then on every task comes at once).
    Object.defineProperty(globalThis, 'scheduler', {
      value: { yield: () => Promise.resolve() },
      configurable: true,
    });
    for (const resume of pending) resume();
    await Promise.all(calls);
    expect(sent).toHaveLength(2);
  });

  it('go on apart again after waiting on the same operation table', async () => {
    let tick = 0;
    Object.defineProperty(globalThis, 'scheduler', {
      value: {
        yield: () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              tick += 1;
              resolve();
            }),
          ),
      },
      configurable: true,
    });
    server.use(http.get('/api/thing/:id', () => HttpResponse.json({ code: 0, msg: 'ok' })));
    const table = {
      operations: [op({ operationId: 'getThing', method: 'GET', path: '/api/thing/{id}' })],
      defaultTimeoutMs: 10_000,
    };
    let release = (): void => undefined;
    const load = vi.fn(
      () =>
        new Promise<typeof table>((resolve) => {
          release = () => resolve(table);
        }),
    );
    const startedIn: number[] = [];
    const send = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      startedIn.push(tick);
      return send(...args);
    });
    const lazy = createHttpClient({ operations: load });
    const calls = [lazy('/api/thing/1'), lazy('/api/thing/2')];
    // Both calls wait on the table, which arrives in one task for both.
    await vi.waitFor(() => expect(tick).toBe(2));
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await Promise.all(calls);
    expect(startedIn).toHaveLength(2);
    expect(new Set(startedIn).size).toBe(2);
  });
});
