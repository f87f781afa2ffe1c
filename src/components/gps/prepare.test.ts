import { describe, expect, it } from 'vitest';

import type { CarGpsTrace, GpsFix } from '@/api/generated/model';

import { prepareTraces, stretchesOf, toScreen } from './prepare';

const T0 = Date.parse('2026-11-20T09:00:00+08:00');

/** A straight drive east, one fix every `stepMs` from `from`, `count` fixes. */
const drive = (from: number, count: number, stepMs = 1000, lng0 = 121.4): GpsFix[] =>
  Array.from({ length: count }, (_, i) => ({
    lng: lng0 + i * 0.0001,
    lat: 31.2 + Math.sin(i / 20) * 0.001,
    ts: from + i * stepMs,
    speed: 40,
  }));

const car = (points: GpsFix[]): CarGpsTrace => ({ carId: 1, plate: 'A', vin: 'V', points });

describe('stretches of fixes', () => {
  it('breaks where no fix came for more than a minute', () => {
    const ts = Float64Array.from([0, 1000, 2000, 200_000, 201_000]);
    expect(stretchesOf(ts)).toEqual([
      [0, 3],
      [3, 5],
    ]);
  });

  it('keeps fixes the server thinned to one every two minutes in one stretch', () => {
    const ts = Float64Array.from({ length: 50 }, (_, i) => i * 120_000);
    expect(stretchesOf(ts)).toEqual([[0, 50]]);
  });
});

describe('prepared paths across a gap', () => {
  it('start a new stretch after the gap and draw it with a move, not a line', () => {
    const before = drive(T0, 300);
    const after = drive(T0 + 18 * 60_000, 300, 1000, 121.5);
    const [trace] = prepareTraces([car([...before, ...after])], 200).traces;
    if (!trace) throw new Error('no trace');
    expect(trace.starts).toHaveLength(2);
    const second = trace.starts[1] ?? 0;
    expect(trace.ts[second]).toBe(after[0]?.ts);
    expect(trace.ts[second - 1]).toBe(before.at(-1)?.ts);
    const { d } = toScreen(trace, { scale: 1, offsetX: 0, offsetY: 0 });
    expect(d.match(/M/g)).toHaveLength(2);
  });
});
