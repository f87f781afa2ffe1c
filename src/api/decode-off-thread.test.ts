import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import {
  answerText,
  decodeAnswer,
  type DecoderCommand,
  OFF_THREAD_BYTES,
  offThreadDecoder,
  serveDecoder,
} from './decode-off-thread';

const bytesOf = (text: string): ArrayBuffer => {
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

const schema = z.object({ code: z.literal(0), msg: z.string(), data: z.array(z.number()) });

describe('decodeAnswer', () => {
  it('hands back a valid answer, shaped as asked', () => {
    const text = JSON.stringify({ code: 0, msg: 'ok', data: [1, 2] });
    expect(decodeAnswer(text, schema)).toEqual({
      kind: 'valid',
      value: { code: 0, msg: 'ok', data: [1, 2] },
    });
    expect(decodeAnswer(text, schema, (a) => a.data.length)).toEqual({ kind: 'valid', value: 2 });
  });

  it('names where a malformed answer fails its schema', () => {
    const decoded = decodeAnswer(JSON.stringify({ code: 0, msg: 'ok', data: [1, 'x'] }), schema);
    expect(decoded).toEqual({ kind: 'invalid', detail: expect.stringMatching(/^data\.1: /) });
  });

  it('returns other envelopes and non-JSON text for the client to handle', () => {
    const refused = { code: 500, msg: 'boom', data: null };
    expect(decodeAnswer(JSON.stringify(refused), schema)).toEqual({
      kind: 'envelope',
      value: refused,
    });
    expect(decodeAnswer('<html>', schema)).toEqual({ kind: 'not-json' });
  });
});

describe('answerText', () => {
  it('reads the bytes as the response would read its text', async () => {
    const text = JSON.stringify({ code: 0, msg: '成功', data: [1] });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new Uint8Array(bytesOf(text))]);
    expect(answerText(withBom.buffer)).toBe(await new Response(withBom).text());
    expect(answerText(withBom.buffer)).toBe(text);
  });
});

describe('offThreadDecoder', () => {
  it('decodes small answers in place without starting a worker', async () => {
    const createWorker = vi.fn<() => Worker>();
    const decode = offThreadDecoder((text) => decodeAnswer(text, schema), createWorker);
    await expect(
      decode(bytesOf(JSON.stringify({ code: 0, msg: 'ok', data: [] }))),
    ).resolves.toEqual({
      kind: 'valid',
      value: { code: 0, msg: 'ok', data: [] },
    });
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('hands the bytes of a large answer to a worker without a copy and resolves with what it posts back', async () => {
    const posted: Array<{ body: ArrayBuffer; transfer: Transferable[] }> = [];
    const worker = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      onerror: null as ((event: ErrorEvent) => void) | null,
      terminate: vi.fn(),
      postMessage(body: ArrayBuffer, transfer: Transferable[]) {
        posted.push({ body, transfer });
        queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: 'decoded' })));
      },
    };
    vi.stubGlobal('Worker', function Worker() {});
    const decode = offThreadDecoder(
      () => ({ kind: 'not-json' }),
      () => worker as unknown as Worker,
    );
    const large = new ArrayBuffer(OFF_THREAD_BYTES);
    await expect(decode(large)).resolves.toBe('decoded');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toBe(large);
    expect(posted[0]?.transfer).toEqual([large]);
    expect(worker.terminate).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('starts the worker when warmed and uses it for the next large answer, not for a small one', async () => {
    const started: Array<{ posted: ArrayBuffer[]; terminate: ReturnType<typeof vi.fn> }> = [];
    const createWorker = vi.fn(() => {
      const worker = {
        posted: [] as ArrayBuffer[],
        terminate: vi.fn(),
        onmessage: null as ((event: MessageEvent) => void) | null,
        onerror: null as ((event: ErrorEvent) => void) | null,
        postMessage(body: ArrayBuffer) {
          this.posted.push(body);
          queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: 'decoded' })));
        },
      };
      started.push(worker);
      return worker as unknown as Worker;
    });
    vi.stubGlobal('Worker', function Worker() {});
    const decode = offThreadDecoder((text) => decodeAnswer(text, schema), createWorker);
    decode.warm();
    decode.warm();
    expect(createWorker).toHaveBeenCalledTimes(1);
    // A small answer is decoded in place; the warm worker waits.
    await decode(bytesOf(JSON.stringify({ code: 0, msg: 'ok', data: [] })));
    expect(started[0]?.posted).toEqual([]);
    expect(started[0]?.terminate).not.toHaveBeenCalled();
    const large = new ArrayBuffer(OFF_THREAD_BYTES);
    await expect(decode(large)).resolves.toBe('decoded');
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(started[0]?.posted).toEqual([large]);
    expect(started[0]?.terminate).toHaveBeenCalled();
    // The next large answer has no warm worker left: it starts its own.
    await expect(decode(new ArrayBuffer(OFF_THREAD_BYTES))).resolves.toBe('decoded');
    expect(createWorker).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('warms nothing where workers do not exist', () => {
    vi.stubGlobal('Worker', undefined);
    const createWorker = vi.fn<() => Worker>();
    offThreadDecoder((text) => decodeAnswer(text, schema), createWorker).warm();
    expect(createWorker).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('a decoder whose worker sends the request', () => {
  const request = {
    url: '/api/points',
    method: 'POST',
    headers: [['content-type', 'application/json']] as [string, string][],
    body: '{"day":1}',
  };

  const fakeWorker = (answer: unknown) => {
    const worker = {
      posted: [] as Array<{ command: unknown; transfer: Transferable[] }>,
      onmessage: null as ((event: MessageEvent) => void) | null,
      onerror: null as ((event: ErrorEvent) => void) | null,
      terminate: vi.fn(),
      postMessage(command: unknown, transfer: Transferable[]) {
        this.posted.push({ command, transfer });
        if (answer !== undefined) {
          queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: answer })));
        }
      },
    };
    return worker;
  };

  /** A decoder asked to send its requests, on a worker that answers `answer` (or never). */
  const sendingDecoder = (answer: unknown) => {
    const worker = fakeWorker(answer);
    vi.stubGlobal('Worker', function Worker() {});
    const decode = offThreadDecoder(
      () => ({ kind: 'not-json' }),
      () => worker as unknown as Worker,
      0,
      { sendsRequests: true },
    );
    return { worker, decode };
  };

  it('hands the request to a worker and resolves with what it made of the answer', async () => {
    const answered = { kind: 'answered', decoded: { kind: 'valid', value: 3 } };
    const { worker, decode } = sendingDecoder(answered);
    await expect(decode.sendItself?.(request, new AbortController().signal)).resolves.toEqual(
      answered,
    );
    expect(worker.posted).toEqual([{ command: request, transfer: [] }]);
    expect(worker.terminate).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('ends the worker and rejects with the reason when the request is aborted', async () => {
    const { worker, decode } = sendingDecoder(undefined);
    const controller = new AbortController();
    const sent = decode.sendItself?.(request, controller.signal);
    expect(worker.posted).toHaveLength(1);
    const reason = new DOMException('too slow', 'TimeoutError');
    controller.abort(reason);
    await expect(sent).rejects.toBe(reason);
    expect(worker.terminate).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('leaves the request to the page where there are no workers, or when not asked to send it', () => {
    vi.stubGlobal('Worker', undefined);
    const createWorker = vi.fn<() => Worker>();
    const sending = offThreadDecoder(() => ({ kind: 'not-json' }), createWorker, 0, {
      sendsRequests: true,
    });
    expect(sending.sendItself?.(request, new AbortController().signal)).toBeUndefined();
    vi.unstubAllGlobals();
    expect(offThreadDecoder(() => ({ kind: 'not-json' }), createWorker).sendItself).toBeUndefined();
    expect(createWorker).not.toHaveBeenCalled();
  });
});

describe('serveDecoder (the worker side)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  afterEach(() => server.resetHandlers());

  const decodeSum = (text: string) => {
    const decoded = decodeAnswer(text, schema, (answer) => answer.data.reduce((a, b) => a + b, 0));
    return { decoded, transfer: [] };
  };
  const serve = (decode: Parameters<typeof serveDecoder<number>>[0]) => {
    const posted: Array<{ message: unknown; transfer: Transferable[] }> = [];
    const handle = serveDecoder(decode, (message, transfer) => posted.push({ message, transfer }));
    return {
      posted,
      send: (data: DecoderCommand) => handle(new MessageEvent('message', { data })),
    };
  };
  const forwarded = (body: string | null = null) => ({
    url: 'http://app.test/api/sum',
    method: 'POST',
    headers: [
      ['authorization', 'Bearer t-1'],
      ['content-type', 'application/json'],
    ] as [string, string][],
    body,
  });

  it('sends the request as handed over and posts the decoded answer', async () => {
    let seen: { auth: string | null; type: string | null; body: string } | undefined;
    server.use(
      http.post('http://app.test/api/sum', async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.text(),
        };
        return HttpResponse.json({ code: 0, msg: 'ok', data: [1, 2, 3] });
      }),
    );
    const worker = serve(decodeSum);
    await worker.send(forwarded('{"n":3}'));
    expect(seen).toEqual({ auth: 'Bearer t-1', type: 'application/json', body: '{"n":3}' });
    expect(worker.posted).toEqual([
      { message: { kind: 'answered', decoded: { kind: 'valid', value: 6 } }, transfer: [] },
    ]);
  });

  it('posts a failed status with its text, and no answer as unreachable', async () => {
    server.use(
      http.post('http://app.test/api/sum', () =>
        HttpResponse.json({ code: 102, msg: 'expired' }, { status: 401 }),
      ),
    );
    const worker = serve(decodeSum);
    await worker.send(forwarded());
    server.use(http.post('http://app.test/api/sum', () => HttpResponse.error()));
    await worker.send(forwarded());
    expect(worker.posted.map((p) => p.message)).toEqual([
      { kind: 'status', status: 401, text: JSON.stringify({ code: 102, msg: 'expired' }) },
      { kind: 'unreachable' },
    ]);
  });

  it('decodes bytes handed over, and reads a decoder that failed to load as undecodable', async () => {
    const worker = serve(decodeSum);
    await worker.send(bytesOf(JSON.stringify({ code: 0, msg: 'ok', data: [4, 5] })));
    expect(worker.posted[0]?.message).toEqual({ kind: 'valid', value: 9 });

    const failed = Promise.reject(new Error('chunk missing'));
    const broken = serve(failed);
    await broken.send(bytesOf('{}'));
    expect(broken.posted[0]?.message).toEqual({
      kind: 'invalid',
      detail: expect.stringContaining('chunk missing'),
    });
  });
});
