import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { subscribeNotifications, type Toast } from '@/lib/notify';
import { setToken } from '@/lib/storage';

import { ApiError } from './errors';
import { type OperationMeta, operations as generated } from './generated/operations';
import { createHttpClient } from './http-client';

// The contract grows over time: use the generated entry when present, the spec's figure otherwise.
const fromContract = (
  method: OperationMeta['method'],
  path: string,
  fallback: Partial<OperationMeta>,
): OperationMeta =>
  generated.find((o) => o.method === method && o.path === path) ?? {
    operationId: `${method} ${path}`,
    method,
    path,
    tag: 'test',
    base: '',
    auth: 'required',
    timeoutMs: 10_000,
    safe: false,
    responseKind: 'json',
    mediaType: 'application/json',
    loadResponseSchema: undefined,
    ...fallback,
  };

const MINUTE = 60_000;
const client = createHttpClient({
  operations: [
    fromContract('GET', '/api/util/enums', {}),
    fromContract('POST', '/api/data/bulkRemove', { timeoutMs: MINUTE }),
    fromContract('GET', '/api/dataset/strategy/list', { timeoutMs: 20 * MINUTE }),
    fromContract('POST', '/api/dataset_task/run', { timeoutMs: 20 * MINUTE, detachedTimeoutMs: 0 }),
  ],
});

const server = setupServer(
  http.all('*', async () => {
    await delay('infinite');
    return HttpResponse.json({ code: 0, msg: 'success', data: null });
  }),
);
const toasts: Toast[] = [];
let unsubscribe = (): void => {};
let clock = Date.UTC(2026, 0, 1);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers();
  // notify() drops a repeat of a toast still on screen; each test starts on a fresh clock.
  clock += 24 * 60 * MINUTE;
  vi.setSystemTime(clock);
  toasts.length = 0;
  unsubscribe = subscribeNotifications((t) => toasts.push(t));
  setToken('token-1');
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
});

/** Observes a promise without letting its rejection go unhandled. */
const track = (promise: Promise<unknown>) => {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => {
      state.settled = true;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
};

const expectTimeoutAt = async (
  url: string,
  init: RequestInit & { detached?: boolean },
  ms: number,
  toasted: boolean,
) => {
  const state = track(client(url, init));
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(state.settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(state.error).toBeInstanceOf(ApiError);
  expect(state.error).toMatchObject({ kind: 'timeout', message: '网络请求超时' });
  expect(toasts.map((t) => t.message)).toEqual(toasted ? ['网络请求超时'] : []);
};

describe('timeouts', () => {
  it('default is 10 s and behaves like no response (toast)', async () => {
    await expectTimeoutAt('/api/util/enums', { method: 'GET' }, 10_000, true);
  });

  it('bulk remove waits 60 s', async () => {
    await expectTimeoutAt('/api/data/bulkRemove', { method: 'POST' }, MINUTE, true);
  });

  it('strategy list waits 20 min', async () => {
    await expectTimeoutAt(
      '/api/dataset/strategy/list?pageNo=1',
      { method: 'GET' },
      20 * MINUTE,
      true,
    );
  });

  it('task run waits 20 min and does not toast', async () => {
    await expectTimeoutAt('/api/dataset_task/run', { method: 'POST' }, 20 * MINUTE, false);
  });

  it('the detached task run has no timeout', async () => {
    const controller = new AbortController();
    const state = track(
      client('/api/dataset_task/run', {
        method: 'POST',
        detached: true,
        signal: controller.signal,
      }),
    );
    await vi.advanceTimersByTimeAsync(5 * 60 * MINUTE);
    expect(state.settled).toBe(false);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.error).toMatchObject({ kind: 'aborted' });
  });
});

describe('caller abort', () => {
  it('is kind aborted, with no toast, combined with the running timeout', async () => {
    const controller = new AbortController();
    const state = track(client('/api/util/enums', { method: 'GET', signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toMatchObject({ kind: 'aborted' });
    expect(toasts).toEqual([]);
  });

  it('an already aborted signal rejects at once', async () => {
    const controller = new AbortController();
    controller.abort();
    const state = track(client('/api/util/enums', { method: 'GET', signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.error).toMatchObject({ kind: 'aborted' });
    expect(toasts).toEqual([]);
  });
});
