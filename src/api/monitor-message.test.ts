import { describe, expect, it } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';

import { createMessageReader, parseMonitorMessage } from './monitor-message';

const port = (index: number, status: 0 | 1 | 2) => ({
  index,
  name: `CAN${index}`,
  status,
  bytesPerSecond: status === 1 ? 2048 : 0,
});

const message = (deviceId: number, statuses: (0 | 1 | 2)[]): MonitorWsMessage => ({
  type: 'update',
  deviceId,
  timestamp: '2026-11-25T08:00:00+08:00',
  online: true,
  collecting: statuses.includes(1),
  groups: [
    {
      busType: 'CAN',
      all: statuses.length,
      running: statuses.filter((s) => s === 1).length,
      stop: statuses.filter((s) => s === 2).length,
      idle: statuses.filter((s) => s === 0).length,
      ports: statuses.map((s, i) => port(i + 1, s)),
    },
    { busType: 'LIN', all: 0, running: 0, stop: 0, idle: 0, ports: [] },
  ],
});

/** A deterministic pseudo-random source, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

type Json = Record<string, unknown>;

/** Breaks or changes one thing of a message: a port's field, a group's, the message's own. */
const mutate = (value: MonitorWsMessage, next: () => number): unknown => {
  const copy = structuredClone(value) as unknown as Json & { groups: (Json & { ports: Json[] })[] };
  const group = copy.groups[0];
  const target = group?.ports[Math.floor(next() * (group.ports.length || 1))];
  const bad: unknown[] = [-1, 3, '1', null, undefined, 1.5, 'x'.repeat(80), {}, [], 2e9];
  const pick = () => bad[Math.floor(next() * bad.length)];
  switch (Math.floor(next() * 11)) {
    case 0:
      if (target) target.status = pick();
      break;
    case 1:
      if (target) target.name = pick();
      break;
    case 2:
      if (target) target.bytesPerSecond = pick();
      break;
    case 3:
      if (target) target.extra = 'kept out';
      break;
    case 4:
      if (group) group.running = pick();
      break;
    case 5:
      group?.ports.push(port(17, 1));
      break;
    case 6:
      copy.timestamp = pick();
      break;
    case 7:
      if (group) group.busType = 'LIN';
      break;
    case 8:
      copy.groups = Array.from({ length: 11 }, () => ({ ...copy.groups[1], ports: [] }));
      break;
    case 9:
      // The message's own fields: broken, or changed to another valid value.
      copy[['type', 'online', 'collecting', 'deviceId'][Math.floor(next() * 4)] ?? 'type'] =
        next() < 0.5 ? pick() : next() < 0.5 ? 'snapshot' : false;
      break;
    default:
      if (group) group.ports = group.ports.slice(0, -1);
  }
  return copy;
};

describe('createMessageReader', () => {
  it('answers as the contract schema does for every message, valid or not', () => {
    const next = random(20261125);
    const read = createMessageReader();
    let valid = 0;
    let invalid = 0;
    for (let i = 0; i < 3000; i += 1) {
      const deviceId = 1 + Math.floor(next() * 5);
      const statuses = Array.from({ length: 16 }, () => Math.floor(next() * 3) as 0 | 1 | 2);
      const base = message(deviceId, statuses);
      const value = next() < 0.5 ? base : mutate(base, next);
      const expected = parseMonitorMessage(value);
      const actual = read(value);
      expect(actual).toEqual(expected);
      if (expected) valid += 1;
      else invalid += 1;
    }
    // Both kinds were tried many times.
    expect(valid).toBeGreaterThan(1000);
    expect(invalid).toBeGreaterThan(300);
  });

  it('takes an unchanged port from the last message, and checks a changed one', () => {
    const read = createMessageReader();
    const statuses: (0 | 1 | 2)[] = Array.from({ length: 16 }, () => 1);
    const first = read(message(7, statuses));
    statuses[3] = 2;
    const second = read(message(7, statuses));
    expect(second?.groups[0]?.ports[0]).toBe(first?.groups[0]?.ports[0]);
    expect(second?.groups[0]?.ports[3]).toEqual(port(4, 2));
    // A port that was fine before and is broken now is refused, not taken from before.
    const broken = structuredClone(message(7, statuses)) as unknown as {
      groups: { ports: { status: unknown }[] }[];
    };
    const target = broken.groups[0]?.ports[0];
    if (target) target.status = 5;
    expect(read(broken)).toBeUndefined();
  });

  it('takes the message’s own fields as checked only when they equal its device’s last valid ones', () => {
    const read = createMessageReader();
    const statuses: (0 | 1 | 2)[] = [1, 2];
    const valid = message(4, statuses);
    expect(read(valid)).toEqual(valid);
    const changed = (fields: Record<string, unknown>) => ({ ...valid, ...fields });
    // Each field that differs from the last valid message is checked again, on its own.
    expect(read(changed({ online: 'true' }))).toBeUndefined();
    expect(read(changed({ type: 'delta' }))).toBeUndefined();
    expect(read(changed({ deviceId: '4' }))).toBeUndefined();
    expect(read(changed({ timestamp: '2026-11-25 08:00:01' }))).toBeUndefined();
    // A new valid timestamp is accepted, and then taken as checked for the next device too.
    const later = '2026-11-25T08:00:01+08:00';
    expect(read(changed({ timestamp: later }))?.timestamp).toBe(later);
    expect(read({ ...message(5, statuses), timestamp: later })).toEqual(
      parseMonitorMessage({ ...message(5, statuses), timestamp: later }),
    );
    expect(read(changed({ type: 'snapshot', collecting: false }))).toEqual(
      changed({ type: 'snapshot', collecting: false }),
    );
  });

  it('refuses a new device’s port that mixes values accepted before with a broken one', () => {
    const read = createMessageReader();
    read(message(1, [1, 2, 0]));
    // Device 2 has no earlier message: its ports are read field by field.
    const mixed = structuredClone(message(2, [1, 2, 0])) as unknown as {
      groups: { running: unknown; ports: Record<string, unknown>[] }[];
    };
    expect(read(mixed)).toEqual(message(2, [1, 2, 0]));
    const target = mixed.groups[0]?.ports[1];
    if (target) target.name = 'x'.repeat(33);
    expect(read(mixed)).toBeUndefined();
    if (target) target.name = 'CAN2';
    const group = mixed.groups[0];
    if (group) group.running = 17;
    expect(read({ ...mixed, deviceId: 3 })).toBeUndefined();
  });

  it('leaves out fields the contract does not name, as the schema does', () => {
    const read = createMessageReader();
    const statuses: (0 | 1 | 2)[] = [1, 1];
    read(message(3, statuses));
    const withExtra = structuredClone(message(3, statuses)) as unknown as {
      groups: { ports: Record<string, unknown>[] }[];
    };
    const target = withExtra.groups[0]?.ports[1];
    if (target) target.extra = true;
    expect(read(withExtra)?.groups[0]?.ports[1]).toEqual(port(2, 1));
  });
});
