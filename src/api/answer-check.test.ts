import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { messages } from '@/strings/common';
import { testOperation } from '@/testing/operation-meta';

import {
  type AnswerChecker,
  type AnswerCheckReply,
  type AnswerCheckRequest,
  CHECK_WAIT_MS,
  workerChecker,
} from './answer-check';
import { ApiError } from './errors';
import type { DecodedJson } from './http-client';
import { createHttpClient } from './http-client';

/** A worker stand-in: it records what the page asks and replies when the test says. */
class FakeWorker {
  onmessage: ((event: MessageEvent<AnswerCheckReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  requests: AnswerCheckRequest[] = [];
  terminated = false;
  postMessage(request: AnswerCheckRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: AnswerCheckReply) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}

const loadSchema = vi.fn(async () =>
  z.object({ code: z.number(), msg: z.string(), data: z.object({ n: z.number() }) }),
);
const meta = testOperation({
  operationId: 'getPoint',
  method: 'GET',
  path: '/api/point',
  loadResponseSchema: loadSchema,
});

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;

describe('workerChecker', () => {
  it('starts one worker, asks it per answer and matches its replies by id', async () => {
    const workers: FakeWorker[] = [];
    const checker = workerChecker(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    checker.warm(meta);
    const first = checker.check(meta, bytes({ code: 0 }));
    const second = checker.check(meta, bytes({ code: 0 }));
    expect(workers).toHaveLength(1);
    const [worker] = workers;
    if (!worker) throw new Error('no worker');
    expect(worker.requests.map((r) => [r.tag, r.operationId, r.body !== undefined])).toEqual([
      ['test', 'getPoint', false],
      ['test', 'getPoint', true],
      ['test', 'getPoint', true],
    ]);
    const [, a, b] = worker.requests;
    worker.reply({ id: b?.id ?? 0, decoded: { kind: 'not-json' } });
    worker.reply({ id: a?.id ?? 0, decoded: { kind: 'valid', value: 1 } });
    await expect(first).resolves.toEqual({ kind: 'valid', value: 1 });
    await expect(second).resolves.toEqual({ kind: 'not-json' });
  });

  it('hands an answer back unchecked when the worker could not check it', async () => {
    const worker = new FakeWorker();
    const checker = workerChecker(() => worker as unknown as Worker);
    const answer = checker.check(meta, bytes({ code: 0 }));
    worker.reply({ id: worker.requests[0]?.id ?? 0, failed: 'no response schema' });
    await expect(answer).resolves.toBeUndefined();
  });

  it('after the worker fails, checks nothing more there and starts no other', async () => {
    const create = vi.fn(() => new FakeWorker());
    const checker = workerChecker(() => create() as unknown as Worker);
    const pending = checker.check(meta, bytes({ code: 0 }));
    const worker = create.mock.results[0]?.value as FakeWorker;
    worker.onerror?.(new ErrorEvent('error'));
    await expect(pending).resolves.toBeUndefined();
    expect(worker.terminated).toBe(true);
    await expect(checker.check(meta, bytes({ code: 0 }))).resolves.toBeUndefined();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('checks in place an answer the worker has not checked in time', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const checker = workerChecker(() => worker as unknown as Worker);
      const answer = checker.check(meta, bytes({ code: 0 }));
      vi.advanceTimersByTime(CHECK_WAIT_MS);
      await expect(answer).resolves.toBeUndefined();
      // A reply that comes after is dropped.
      worker.reply({ id: worker.requests[0]?.id ?? 0, decoded: { kind: 'not-json' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks in place when no worker can be started', async () => {
    const checker = workerChecker(() => {
      throw new Error('refused');
    });
    await expect(checker.check(meta, bytes({ code: 0 }))).resolves.toBeUndefined();
  });
});

describe('the HTTP client with a checker', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const clientWith = (decoded: DecodedJson | undefined) => {
    const checker: AnswerChecker = {
      warm: vi.fn(),
      check: vi.fn(() => Promise.resolve(decoded)),
    };
    return { checker, client: createHttpClient({ operations: [meta], checker }) };
  };

  it('takes the checked value and never builds the schema on the page', async () => {
    server.use(
      http.get('/api/point', () => HttpResponse.json({ code: 0, msg: '', data: { n: 1 } })),
    );
    loadSchema.mockClear();
    const { checker, client } = clientWith({
      kind: 'valid',
      value: { code: 0, msg: '', data: { n: 2 } },
    });
    await expect(client('/api/point')).resolves.toEqual({ code: 0, msg: '', data: { n: 2 } });
    expect(checker.warm).toHaveBeenCalledWith(meta);
    expect(checker.check).toHaveBeenCalledTimes(1);
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it('turns an answer the worker found against the contract into the contract message', async () => {
    server.use(
      http.get('/api/point', () => HttpResponse.json({ code: 0, msg: '', data: { n: 'x' } })),
    );
    const { client } = clientWith({ kind: 'invalid', detail: 'data.n: expected number' });
    const error = await client('/api/point').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('schema');
    expect((error as ApiError).message).toBe(messages.invalidResponse);
  });

  it('checks the answer in place when the worker could not', async () => {
    server.use(
      http.get('/api/point', () => HttpResponse.json({ code: 0, msg: '', data: { n: 'x' } })),
    );
    const { client } = clientWith(undefined);
    const error = await client('/api/point').catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('schema');
    server.use(
      http.get('/api/point', () => HttpResponse.json({ code: 0, msg: '', data: { n: 3 } })),
    );
    await expect(client('/api/point')).resolves.toEqual({ code: 0, msg: '', data: { n: 3 } });
  });
});
