import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { decodeAnswer, OFF_THREAD_BYTES, offThreadDecoder } from './decode-off-thread';

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

describe('offThreadDecoder', () => {
  it('decodes small answers in place without starting a worker', async () => {
    const createWorker = vi.fn<() => Worker>();
    const decode = offThreadDecoder((text) => decodeAnswer(text, schema), createWorker);
    await expect(decode(JSON.stringify({ code: 0, msg: 'ok', data: [] }))).resolves.toEqual({
      kind: 'valid',
      value: { code: 0, msg: 'ok', data: [] },
    });
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('hands a large answer to a worker and resolves with what it posts back', async () => {
    const posted: string[] = [];
    const worker = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      onerror: null as ((event: ErrorEvent) => void) | null,
      terminate: vi.fn(),
      postMessage(text: string) {
        posted.push(text);
        queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: 'decoded' })));
      },
    };
    vi.stubGlobal('Worker', function Worker() {});
    const decode = offThreadDecoder(
      () => ({ kind: 'not-json' }),
      () => worker as unknown as Worker,
    );
    const large = 'x'.repeat(OFF_THREAD_BYTES);
    await expect(decode(large)).resolves.toBe('decoded');
    expect(posted).toEqual([large]);
    expect(worker.terminate).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
