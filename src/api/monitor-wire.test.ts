import { describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';

import type { MonitorBatch } from './monitor-decode';
import { createWireDecoder, createWireEncoder } from './monitor-wire';

type Status = 0 | 1 | 2;

interface Variation {
  type?: MonitorWsMessage['type'];
  online?: boolean;
  /** A CAN port by this place carries a name of its own. */
  renamed?: number;
}

const message = (
  deviceId: number,
  can: Status[],
  lin: Status[] = [],
  second = 0,
  { type = 'update', online = true, renamed }: Variation = {},
) => {
  const group = (busType: 'CAN' | 'LIN', statuses: Status[]) => ({
    busType,
    all: statuses.length,
    running: statuses.filter((s) => s === 1).length,
    stop: statuses.filter((s) => s === 2).length,
    idle: statuses.filter((s) => s === 0).length,
    ports: statuses.map((status, i) => ({
      index: i + 1,
      name: busType === 'CAN' && i === renamed ? `前桥 "${busType}"` : `${busType}${i + 1}`,
      status,
      bytesPerSecond: status === 1 ? 1024 * (i + 1) : 0,
    })),
  });
  const result: MonitorWsMessage = {
    type,
    deviceId,
    timestamp: `2026-11-25T08:00:${String(second % 60).padStart(2, '0')}+08:00`,
    online,
    collecting: can.includes(1),
    groups: [group('CAN', can), group('LIN', lin)],
  };
  return result;
};

const batchOf = (messages: MonitorWsMessage[]): MonitorBatch => ({
  messages,
  count: messages.length,
  expired: false,
  receivedAt: 1,
});

/** A deterministic pseudo-random source, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('monitor wire', () => {
  it('gives the page every message as the worker had it, across many batches', () => {
    const next = random(7);
    const encode = createWireEncoder();
    const decode = createWireDecoder();
    const state = new Map<number, Status[]>();
    for (let b = 0; b < 300; b += 1) {
      const messages: MonitorWsMessage[] = [];
      for (let m = 0; m < 5; m += 1) {
        const id = 1 + Math.floor(next() * 8);
        const can = state.get(id) ?? Array.from({ length: 16 }, () => 1 as Status);
        const roll = next();
        // Mostly one port changes; sometimes the layout does (a port added or removed).
        if (roll < 0.8) can[Math.floor(next() * can.length)] = Math.floor(next() * 3) as Status;
        else if (roll < 0.9 && can.length < 16) can.push(1);
        else if (can.length > 1) can.pop();
        state.set(id, can);
        // Now and then a port is renamed, or the device's own fields change.
        const variation: Variation = {
          type: next() < 0.1 ? 'snapshot' : 'update',
          online: next() < 0.9,
          renamed: next() < 0.2 ? Math.floor(next() * can.length) : undefined,
        };
        messages.push(message(id, [...can], next() < 0.5 ? [] : [1, 2], b, variation));
      }
      expect(decode(encode(batchOf(messages))).messages).toEqual(messages);
    }
  });

  it('sends a device again only as far as it changed', () => {
    const encode = createWireEncoder();
    const can: Status[] = Array.from({ length: 16 }, () => 1);
    const whole = encode(batchOf([message(3, can)])).messages.length;
    can[5] = 2;
    const patch = encode(batchOf([message(3, can, [], 1)])).messages;
    // The device, the time, the CAN group's counts, and the port's place, status and rate.
    expect(patch.length * 12).toBeLessThan(whole);
    expect(JSON.parse(patch)).toEqual([
      [3, '2026-11-25T08:00:01+08:00', 0, 0, 0, [0, [16, 15, 1, 0], 5, [2, 0]]],
    ]);
  });

  it('skips, and logs, a patch whose device the page has not been sent', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const encode = createWireEncoder();
    const can: Status[] = [1, 1];
    encode(batchOf([message(9, can)]));
    const patched = encode(batchOf([message(9, [1, 2]), message(10, can)]));
    // A page that missed the first batch.
    expect(createWireDecoder()(patched).messages.map((m) => m.deviceId)).toEqual([10]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
