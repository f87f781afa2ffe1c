import { describe, expect, it } from 'vitest';

import { OFF_THREAD_BYTES } from '@/api/decode-off-thread';
import { gpsCar } from '@/testing/gps-traces';

import { decodeGpsForTransfer } from './gps-decode';
import { DEFAULT_MAX_VERTICES, GPS_PALETTE, prepareTraces } from './prepare';

const answer = (data: unknown) => JSON.stringify({ code: 0, msg: 'success', data });

describe('decodeGpsForTransfer (what the GPS worker posts back)', () => {
  it('prepares a large answer within the vertex budget and lists its buffers for transfer', () => {
    const traces = [gpsCar(301, '沪A12345', 8), gpsCar(302, '沪AD36581', 5)];
    const text = answer(traces);
    expect(text.length).toBeGreaterThanOrEqual(OFF_THREAD_BYTES);

    const { decoded, transfer } = decodeGpsForTransfer(text);
    if (decoded.kind !== 'valid') throw new Error(`expected a valid answer, got ${decoded.kind}`);
    const { prepared, noFixes } = decoded.value.data;
    expect(decoded.value).toMatchObject({ code: 0, msg: 'success' });
    expect(noFixes).toBe(false);
    // Exactly what the view used to prepare in render, bounds and colours included.
    const expected = prepareTraces(traces, DEFAULT_MAX_VERTICES);
    expect(prepared).toEqual(expected);
    expect(prepared.vertices).toBeLessThanOrEqual(DEFAULT_MAX_VERTICES);
    expect(prepared.vertices).toBeGreaterThan(DEFAULT_MAX_VERTICES / 2);
    expect(prepared.bounds).toEqual(expected.bounds);
    expect(prepared.traces.map((t) => [t.carId, t.colour, t.fixCount])).toEqual([
      [301, GPS_PALETTE[0], traces[0]?.points.length],
      [302, GPS_PALETTE[1], traces[1]?.points.length],
    ]);

    const arrays = prepared.traces.flatMap((t) => [t.xs, t.ys, t.ts, t.speed, t.starts]);
    expect(transfer).toHaveLength(arrays.length);
    expect(new Set(transfer)).toEqual(new Set(arrays.map((a) => a.buffer)));
    // Posting with that list hands the arrays over: the sender's copies are left empty.
    const received = structuredClone(decoded, { transfer });
    expect(arrays.every((a) => a.length === 0)).toBe(true);
    if (received.kind !== 'valid') throw new Error('the posted answer changed kind');
    expect(received.value.data.prepared.traces.map((t) => Array.from(t.xs))).toEqual(
      expected.traces.map((t) => Array.from(t.xs)),
    );
  });

  it("says when no car had a fix, for the card's empty state", () => {
    for (const data of [[], [{ ...gpsCar(301, '沪A12345', 1), points: [] }]]) {
      const { decoded, transfer } = decodeGpsForTransfer(answer(data));
      expect(decoded).toMatchObject({ kind: 'valid', value: { data: { noFixes: true } } });
      expect(transfer).toEqual([]);
    }
  });

  it('gives the kinds the client handles for a broken answer, with nothing to transfer', () => {
    const broken = gpsCar(301, '沪A12345', 8);
    const text = answer([broken]).replace('"lat":', '"lat":"x","was":');
    expect(text.length).toBeGreaterThanOrEqual(OFF_THREAD_BYTES);
    expect(decodeGpsForTransfer(text)).toEqual({
      decoded: { kind: 'invalid', detail: expect.stringMatching(/^data\.0\.points\.0\.lat: /) },
      transfer: [],
    });
    expect(decodeGpsForTransfer('<html>')).toEqual({ decoded: { kind: 'not-json' }, transfer: [] });
    const refused = { code: 500, msg: 'boom', data: null };
    expect(decodeGpsForTransfer(JSON.stringify(refused))).toEqual({
      decoded: { kind: 'envelope', value: refused },
      transfer: [],
    });
  });
});
