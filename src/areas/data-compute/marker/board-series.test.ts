import { describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { markerBoard } from '@/mocks/stateful/marker';
import { setupMockServer } from '@/testing/mock-server';

import { boardRequest, boardSeries } from './board-series';

setupMockServer();

describe('marker board', () => {
  it('turns the board answer into one series per rule, points in time order', () => {
    const series = boardSeries({
      interval: 'hour',
      series: [
        {
          ruleId: 7,
          ruleName: '急减速',
          total: 5,
          points: [
            { time: '2026-11-12T02:00:00+08:00', count: 3 },
            { time: '2026-11-12T00:00:00+08:00', count: 0 },
            { time: 'not a time', count: 9 },
            { time: '2026-11-12T01:00:00+08:00', count: 2 },
          ],
        },
        { ruleId: 9, ruleName: '制动踏板突变', total: 0, points: [] },
      ],
    });
    expect(series.map((s) => [s.key, s.label])).toEqual([
      ['7', '急减速'],
      ['9', '制动踏板突变'],
    ]);
    expect(series[0]?.points.map((p) => [p.time.toISOString(), p.value])).toEqual([
      ['2026-11-11T16:00:00.000Z', 0],
      ['2026-11-11T17:00:00.000Z', 2],
      ['2026-11-11T18:00:00.000Z', 3],
    ]);
    expect(boardSeries(undefined)).toEqual([]);
  });

  it('asks for the filtered rule, VIN and range, or the last 14 days by default', () => {
    const anchor = Date.parse('2026-11-22T12:30:00+08:00');
    const vin = 'LSGBC5E43NG123456';
    expect(
      boardRequest(
        {
          ruleId: 8,
          vin,
          startTime: '2026-11-01T00:00:00+08:00',
          endTime: '2026-11-03T00:00:00+08:00',
        },
        'hour',
        anchor,
      ),
    ).toEqual({
      startTime: '2026-11-01T00:00:00+08:00',
      endTime: '2026-11-03T00:00:00+08:00',
      interval: 'hour',
      ruleIds: [8],
      vin,
    });
    const byDay = boardRequest({}, 'day', anchor);
    expect(Date.parse(byDay.endTime)).toBe(anchor);
    expect(new Date(byDay.startTime).getHours()).toBe(0);
    expect(anchor - Date.parse(byDay.startTime)).toBeGreaterThan(13 * 86_400_000);
    expect(byDay.ruleIds).toBeUndefined();
  });

  it('adds up to the stored hits of each rule in the window', () => {
    const request = boardRequest({}, 'day', Date.now());
    const board = markerBoard({ ...request, interval: 'day' });
    if ('msg' in board) throw new Error(board.msg);
    const series = boardSeries(board);
    const from = Date.parse(request.startTime);
    const to = Date.parse(request.endTime);
    const stored = db.markerRecords.filter((r) => {
      const at = Date.parse(r.timeStamp);
      return at >= from && at <= to;
    });
    expect(series).toHaveLength(6);
    const sum = series.reduce((all, s) => all + s.points.reduce((n, p) => n + p.value, 0), 0);
    expect(sum).toBe(stored.length);
    for (const s of series) {
      expect(s.points.reduce((n, p) => n + p.value, 0)).toBe(
        stored.filter((r) => String(r.ruleId) === s.key).length,
      );
    }
  });
});
