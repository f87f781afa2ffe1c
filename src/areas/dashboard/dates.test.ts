import { describe, expect, it } from 'vitest';

import {
  chartWindow,
  currentMonth,
  dayRange,
  daysOfMonth,
  parseMonth,
  parseUrlTime,
  rangeFromUrl,
  roundToHours,
  timelineWindow,
  toApiTime,
  toUrlTime,
} from './dates';

// Local wall-clock times: the dashboard works in the browser's time zone.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  new Date(y, mo - 1, d, h, mi, s);
const now = local(2026, 11, 20, 15, 42, 7);

describe('dashboard defaults', () => {
  it('the default month is the current month as YYYY-MM', () => {
    expect(currentMonth(now)).toBe('2026-11');
    expect(currentMonth(local(2027, 1, 1, 0, 0, 0))).toBe('2027-01');
    expect(currentMonth(local(2026, 12, 31, 23, 59, 59))).toBe('2026-12');
  });

  it('the default day is today 00:00:00 to 23:59:59', () => {
    const { start, end } = dayRange(now);
    expect(toUrlTime(start)).toBe('2026-11-20T00:00:00');
    expect(toUrlTime(end)).toBe('2026-11-20T23:59:59');
  });

  it("a chart's default window is 01:00:00 to 23:59:59", () => {
    const { start, end } = chartWindow(now);
    expect(toUrlTime(start)).toBe('2026-11-20T01:00:00');
    expect(toUrlTime(end)).toBe('2026-11-20T23:59:59');
  });

  it('the timeline window follows its granularity', () => {
    const week = timelineWindow('week', now);
    expect(toUrlTime(week.start)).toBe('2026-11-16T01:00:00');
    expect(toUrlTime(week.end)).toBe('2026-11-22T23:59:59');
    const month = timelineWindow('month', now);
    expect(toUrlTime(month.start)).toBe('2026-11-01T01:00:00');
    expect(toUrlTime(month.end)).toBe('2026-11-30T23:59:59');
    expect(toUrlTime(timelineWindow('day', now).start)).toBe('2026-11-20T01:00:00');
  });
});

describe('rounding a chart range to whole hours', () => {
  const round = (a: Date, b: Date) => {
    const r = roundToHours({ start: a, end: b });
    return [toUrlTime(r.start), toUrlTime(r.end)];
  };

  it('moves the start to the top of its hour and the end to the end of its hour', () => {
    expect(round(local(2026, 11, 20, 8, 25, 13), local(2026, 11, 20, 10, 20))).toEqual([
      '2026-11-20T08:00:00',
      '2026-11-20T10:59:59',
    ]);
  });

  it('keeps a range that is already whole', () => {
    expect(round(local(2026, 11, 20, 1), local(2026, 11, 20, 23, 59, 59))).toEqual([
      '2026-11-20T01:00:00',
      '2026-11-20T23:59:59',
    ]);
    expect(round(local(2026, 11, 20, 1), local(2026, 11, 20, 11))).toEqual([
      '2026-11-20T01:00:00',
      '2026-11-20T10:59:59',
    ]);
  });

  it('crosses midnight and month ends', () => {
    expect(round(local(2026, 11, 30, 23, 30), local(2026, 11, 30, 23, 59, 59))).toEqual([
      '2026-11-30T23:00:00',
      '2026-11-30T23:59:59',
    ]);
    expect(round(local(2026, 11, 30, 22, 10), local(2026, 12, 1, 0, 0, 30))).toEqual([
      '2026-11-30T22:00:00',
      '2026-12-01T00:59:59',
    ]);
  });

  it('never collapses to an empty range', () => {
    expect(round(local(2026, 11, 20, 9, 10), local(2026, 11, 20, 9, 0))).toEqual([
      '2026-11-20T09:00:00',
      '2026-11-20T09:59:59',
    ]);
  });
});

describe('URL and wire formats', () => {
  it('reads months and moments from the URL, rejecting nonsense', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('<script>')).toBeUndefined();
    expect(toUrlTime(parseUrlTime('2026-11-20T08:30')!)).toBe('2026-11-20T08:30:00');
    expect(parseUrlTime('2026-02-30T08:30:00')).toBeUndefined();
    expect(parseUrlTime('yesterday')).toBeUndefined();
  });

  it('falls back when a range from the URL is broken or reversed', () => {
    const fallback = dayRange(now);
    expect(rangeFromUrl('2026-11-20T10:00:00', '2026-11-20T09:00:00', fallback)).toBe(fallback);
    expect(rangeFromUrl(undefined, '2026-11-20T09:00:00', fallback)).toBe(fallback);
    const ok = rangeFromUrl('2026-11-19T10:00:00', '2026-11-20T09:00:00', fallback);
    expect(toUrlTime(ok.start)).toBe('2026-11-19T10:00:00');
  });

  it('sends ISO 8601 with the local offset', () => {
    expect(toApiTime(local(2026, 11, 20))).toMatch(/^2026-11-20T00:00:00[+-]\d{2}:\d{2}$/);
  });

  it('lists the days of a month', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('bad')).toEqual([]);
  });
});
