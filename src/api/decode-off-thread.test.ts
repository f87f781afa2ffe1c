import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { answerText, decodeAnswer, OFF_THREAD_BYTES, offThreadDecoder } from './decode-off-thread';

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
