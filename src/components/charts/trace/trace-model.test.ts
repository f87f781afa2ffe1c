import { describe, expect, it } from 'vitest';

import { subtract, unionSorted } from './intervals';
import { mergeSpans, mergeTicks } from './pixel-merge';
import { buildTraceModel, MIN_GAP_MS, spansIn } from './trace-model';

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
    expect(spansIn(model, null, 35 * MIN, 36 * MIN).sort()).toEqual([2, 4, 5]);
  });

  it('ignores hand-overs shorter than a minute', () => {
    const others = unionSorted([0], [10 * MIN]);
    const lane = unionSorted([0, 5 * MIN + MIN_GAP_MS / 2], [5 * MIN, 10 * MIN]);
    expect(subtract(others, lane, MIN_GAP_MS).length).toBe(0);
  });
});
