import { describe, expect, it } from 'vitest';

import { subtract, unionSorted } from './intervals';
import { mergeSpans, mergeTicks } from './pixel-merge';
import {
  buildTraceModel,
  filesIn,
  lanesOf,
  markersOf,
  MIN_GAP_MS,
  orderOf,
  traceModelOfColumns,
} from './trace-model';

const MIN = 60_000;

describe('pixel merge', () => {
  it('draws at most one run per pixel column however many spans fall into it', () => {
    const n = 100_000;
    const starts = Float64Array.from({ length: n }, (_, i) => i * 10);
    const ends = Float64Array.from({ length: n }, (_, i) => i * 10 + 5);
    const runs = mergeSpans(starts, ends, 5, { from: 0, to: n * 10, width: 400 });
    expect(runs.length / 2).toBeLessThanOrEqual(400);
    expect(runs).toEqual([0, 400]);
  });

  it('keeps apart spans a column or more apart and reads only what reaches into the view', () => {
    const runs = mergeSpans([0, 50, 200], [10, 60, 900], 700, { from: 100, to: 300, width: 200 });
    expect(runs).toEqual([100, 200]);
    expect(mergeSpans([0, 30], [10, 40], 10, { from: 0, to: 100, width: 100 })).toEqual([
      0, 10, 30, 40,
    ]);
  });

  it('merges marker ticks per column', () => {
    const ticks = mergeTicks([0, 1, 2, 50, 51, 99], { from: 0, to: 100, width: 10 });
    expect(ticks).toEqual([0, 0, 5, 3, 9, 5]);
  });
});

describe('gaps', () => {
  it('counts stretches where one port recorded nothing while another did', () => {
    const model = buildTraceModel(
      {
        lane: ['CAN1', 'CAN1', 'CAN2', 'CAN2', 'CAN10'],
        start: [0, 30 * MIN, 0, 10 * MIN, 0],
        end: [10 * MIN, 40 * MIN, 10 * MIN, 40 * MIN, 40 * MIN],
        id: [1, 2, 3, 4, 5],
      },
      { time: [5 * MIN, 1 * MIN], id: [9, 8], label: ['b', null] },
    );
    expect(model.lanes.map((l) => l.key)).toEqual(['CAN1', 'CAN2', 'CAN10']);
    const can1 = model.lanes[0];
    expect([...(can1?.gaps ?? [])]).toEqual([10 * MIN, 30 * MIN]);
    expect(can1?.gapMs).toBe(20 * MIN);
    expect(model.lanes[1]?.gaps.length).toBe(0);
    expect([...model.markers.ids]).toEqual([8, 9]);
    expect(filesIn(model, 35 * MIN, 36 * MIN, 10)).toEqual({ count: 3, ids: [2, 4, 5] });
  });

  it('ignores hand-overs shorter than a minute', () => {
    const others = unionSorted([0], [10 * MIN]);
    const lane = unionSorted([0, 5 * MIN + MIN_GAP_MS / 2], [5 * MIN, 10 * MIN]);
    expect(subtract(others, lane, MIN_GAP_MS).length).toBe(0);
  });
});

describe('columns into lanes', () => {
  it('splits port-indexed columns into typed lanes in natural order, each sorted by start', () => {
    const lanes = lanesOf({
      ports: ['CAN10', 'CAN2', 'CAN2'],
      port: Int32Array.from([0, 1, 2, 1, 0]),
      start: [50, 30, 10, 20, 0],
      end: [60, 40, 15, 10, 5],
      id: [1, 2, 3, 4, 5],
      origin: 1000,
    });
    expect(lanes.map((lane) => lane.key)).toEqual(['CAN2', 'CAN10']);
    const [can2, can10] = lanes;
    expect(can2?.start).toBeInstanceOf(Float64Array);
    expect([...(can2?.start ?? [])]).toEqual([1010, 1020, 1030]);
    // An end before its start is read as a moment.
    expect([...(can2?.end ?? [])]).toEqual([1015, 1020, 1040]);
    expect([...(can2?.ids ?? [])]).toEqual([3, 4, 2]);
    expect(can2?.maxSpan).toBe(10);
    expect([...(can2?.coverage ?? [])]).toEqual([1010, 1015, 1020, 1020, 1030, 1040]);
    expect([...(can10?.ids ?? [])]).toEqual([5, 1]);
  });

  it('sorts only what is out of order, ties in their given order', () => {
    expect(orderOf([1, 2, 2, 3])).toBeNull();
    expect([...(orderOf([3, 1, 2, 1]) ?? [])]).toEqual([1, 3, 2, 0]);
    expect([...(orderOf([9, 5, 4, 7], 1, 3) ?? [])]).toEqual([2, 1]);
  });

  it('builds the same model from port indexes as from port names', () => {
    const byName = buildTraceModel(
      { lane: ['LIN1', 'CAN1', 'LIN1'], start: [5, 0, 0], end: [9, 99, 2], id: [1, 2, 3] },
      { time: [7, 3], id: [1, 2], label: ['a', 'b'] },
    );
    const byIndex = traceModelOfColumns(
      {
        ports: ['LIN1', 'CAN1'],
        port: [0, 1, 0],
        start: [5, 0, 0],
        end: [9, 99, 2],
        id: [1, 2, 3],
      },
      { time: [7, 3], id: [1, 2], label: ['a', 'b'] },
    );
    expect(byIndex).toEqual(byName);
    expect([...byIndex.markers.time]).toEqual([3, 7]);
    expect(byIndex.markers.labels).toEqual(['b', 'a']);
    expect(markersOf({ time: [2, 1], id: [5, 6], label: [null, 'x'], origin: 10 })).toEqual({
      time: Float64Array.from([11, 12]),
      ids: Float64Array.from([6, 5]),
      labels: ['x', null],
    });
  });
});

describe('files in a window', () => {
  /** Spans of a few lanes, short and long, overlapping within a lane, in a seeded random order. */
  function randomModel(n: number) {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const lane: string[] = [];
    const start: number[] = [];
    const end: number[] = [];
    const id: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const s = Math.floor(next() * 100_000);
      const long = next() < 0.02;
      lane.push(`CAN${String(1 + Math.floor(next() * 4))}`);
      start.push(s);
      end.push(s + Math.floor(next() * (long ? 20_000 : 300)));
      id.push(i + 1);
    }
    return {
      columns: { lane, start, end, id },
      model: buildTraceModel({ lane, start, end, id }, { time: [], id: [], label: [] }),
    };
  }

  it('finds by binary search the same files as reading every span, edges included', () => {
    const { columns, model } = randomModel(5_000);
    const windows = [
      [0, 100_000],
      [40_000, 40_000],
      [25_000, 26_500],
      [99_000, 120_000],
      [-500, 10],
      [200_000, 300_000],
      [columns.start[17] ?? 0, columns.end[17] ?? 0],
    ];
    for (const [from = 0, to = 0] of windows) {
      const expected = columns.id.filter(
        (_, i) => (columns.start[i] ?? 0) <= to && (columns.end[i] ?? 0) >= from,
      );
      const found = filesIn(model, from, to, 10_000);
      expect(found.count).toBe(expected.length);
      expect([...(found.ids ?? [])].sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('counts a window over more files than the limit without listing them', () => {
    const { model } = randomModel(5_000);
    const all = filesIn(model, 0, 100_000, 10_000);
    expect(all.count).toBe(5_000);
    expect(filesIn(model, 0, 100_000, 4_999)).toEqual({ count: 5_000, ids: null });
    expect(filesIn(model, 0, 100_000, 5_000).ids).toHaveLength(5_000);
  });
});
