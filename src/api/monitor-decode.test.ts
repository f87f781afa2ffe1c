import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';

import { createMonitorCoalescer, decodeMonitorFrame } from './monitor-decode';
import { createInPlaceDecoder, createMonitorDecoder } from './monitor-decoder';

const frame = (deviceId: number, timestamp = '2026-11-20T08:30:00+08:00') =>
  JSON.stringify({
    type: 'update',
    deviceId,
    timestamp,
    online: true,
    collecting: true,
    groups: [
      {
        busType: 'CAN',
        all: 1,
        running: 1,
        stop: 0,
        idle: 0,
        ports: [{ index: 1, name: 'CAN1', status: 1, bytesPerSecond: 0 }],
      },
    ],
  });

const at = (second: number) => `2026-11-20T08:30:0${second}+08:00`;

const expiredFrame = JSON.stringify({ code: [102, 1], msg: 'session expired', data: null });

describe('monitor frame decode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a message, a 102 error frame, and logs and skips anything else', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decodeMonitorFrame(frame(7))).toEqual([
      expect.objectContaining({ deviceId: 7, type: 'update' }),
    ]);
    expect(decodeMonitorFrame(expiredFrame)).toBe('expired');
    expect(decodeMonitorFrame(JSON.stringify({ code: 1001, msg: 'x' }))).toBeUndefined();
    expect(decodeMonitorFrame('<script>')).toBeUndefined();
    expect(decodeMonitorFrame(JSON.stringify({ deviceId: 2, groups: 'x' }))).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('reads a frame holding an array of messages, skipping only the bad ones', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const text = `[${frame(1)},{"deviceId":2,"groups":"x"},${frame(3)}]`;
    const decoded = decodeMonitorFrame(text);
    expect(Array.isArray(decoded) && decoded.map((m) => m.deviceId)).toEqual([1, 3]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(decodeMonitorFrame('[]')).toBeUndefined();
    const coalescer = createMonitorCoalescer();
    coalescer.add(`[${frame(1, at(1))},${frame(2, at(1))},${frame(1, at(2))}]`);
    expect(coalescer.take()).toMatchObject({
      count: 3,
      messages: [
        { deviceId: 1, timestamp: at(2) },
        { deviceId: 2, timestamp: at(1) },
      ],
    });
  });

  it('coalesces to the last message per device and counts every valid one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const coalescer = createMonitorCoalescer();
    expect(coalescer.take()).toBeUndefined();
    coalescer.add(frame(1, at(1)));
    coalescer.add(frame(2, at(2)));
    coalescer.add('not json');
    coalescer.add(frame(1, at(3)));
    expect(coalescer.waiting).toBe(true);
    const batch = coalescer.take();
    expect(batch?.count).toBe(3);
    expect(batch?.expired).toBe(false);
    expect(batch?.messages.map((m: MonitorWsMessage) => [m.deviceId, m.timestamp])).toEqual([
      [1, at(3)],
      [2, at(2)],
    ]);
    expect(coalescer.take()).toBeUndefined();
    coalescer.add(frame(3));
    coalescer.add(expiredFrame);
    expect(coalescer.expired).toBe(true);
    expect(coalescer.take()).toMatchObject({ count: 1, expired: true });
    expect(coalescer.waiting).toBe(false);
  });

  it('stamps a batch with the arrival of its first valid frame', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let now = 100;
    const coalescer = createMonitorCoalescer(() => now);
    coalescer.add('not json');
    now = 200;
    coalescer.add(frame(1));
    now = 300;
    coalescer.add(frame(2));
    expect(coalescer.take()?.receivedAt).toBe(200);
    now = 400;
    coalescer.add(expiredFrame);
    now = 500;
    expect(coalescer.take()?.receivedAt).toBe(400);
  });

  it('decodes in place where there is no Worker, one batch per valid frame', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(typeof Worker).toBe('undefined');
    const batches: unknown[] = [];
    const decoder = createMonitorDecoder((batch) => batches.push(batch));
    decoder.push(frame(1));
    decoder.push('<script>');
    decoder.push(expiredFrame);
    expect(batches).toEqual([
      {
        messages: [expect.objectContaining({ deviceId: 1 })],
        count: 1,
        expired: false,
        receivedAt: expect.any(Number),
      },
      { messages: [], count: 0, expired: true, receivedAt: expect.any(Number) },
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    decoder.close();
    decoder.push(frame(2));
    expect(batches).toHaveLength(2);
  });

  it('the in-place decoder reports nothing once closed', () => {
    const onBatch = vi.fn();
    const decoder = createInPlaceDecoder(onBatch);
    decoder.close();
    decoder.push(frame(1));
    expect(onBatch).not.toHaveBeenCalled();
  });
});
