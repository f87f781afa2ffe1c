import type { TimeSeries } from './types';

/** At most this many series are drawn; the rest are named in a note. */
export const MAX_SERIES = 10;
/** Bars beyond this count switch to lines, so the SVG stays small whatever the data size. */
export const MAX_BARS = 120;
/** Labelled ticks on the time axis. */
export const MAX_X_TICKS = 8;
/** Room a time-axis label needs (a month and day, or a time of day), so labels never overlap. */
export const MIN_X_TICK_SPACING = 72;
/** Labelled ticks on the value axis. */
export const Y_TICKS = 4;

export interface PreparedSeries {
  shown: readonly TimeSeries[];
  hidden: number;
  kind: 'line' | 'bar';
  /** True when bars were asked for but too many would be drawn. */
  barsToLines: boolean;
  times: readonly number[];
}

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

export const seriesTotal = (series: TimeSeries): number =>
  series.points.reduce((sum, point) => sum + finite(point.value), 0);

/** Keeps the `max` series with the largest totals, in their given order. */
export function capSeries(series: readonly TimeSeries[], max = MAX_SERIES) {
  if (series.length <= max) return { shown: series, hidden: 0 };
  const keep = new Set(
    [...series]
      .map((item, index) => ({ index, total: seriesTotal(item) }))
      .sort((a, b) => b.total - a.total || a.index - b.index)
      .slice(0, max)
      .map((item) => item.index),
  );
  return { shown: series.filter((_, index) => keep.has(index)), hidden: series.length - max };
}

/** Distinct valid times of all series, ascending, in ms. */
export function allTimes(series: readonly TimeSeries[]): number[] {
  const times = new Set<number>();
  for (const item of series) {
    for (const point of item.points) {
      const ms = point.time.getTime();
      if (Number.isFinite(ms)) times.add(ms);
    }
  }
  return [...times].sort((a, b) => a - b);
}

/** How many time-axis labels fit an axis `width` px long: two at least, `MAX_X_TICKS` at most. */
export function xTickCount(width: number): number {
  return Math.max(2, Math.min(MAX_X_TICKS, Math.floor(width / MIN_X_TICK_SPACING) + 1));
}

/** At most `max` evenly spread entries of `values`, always including the first and the last. */
export function spreadTicks<T>(values: readonly T[], max = MAX_X_TICKS): T[] {
  if (values.length <= max) return [...values];
  const step = (values.length - 1) / (max - 1);
  const picked: T[] = [];
  for (let i = 0; i < max; i += 1) {
    const value = values[Math.round(i * step)];
    if (value !== undefined && picked.at(-1) !== value) picked.push(value);
  }
  return picked;
}

export function prepareSeries(
  series: readonly TimeSeries[],
  kind: 'line' | 'bar' = 'line',
): PreparedSeries {
  const cleaned = series.map((item) => ({
    ...item,
    points: item.points.filter((point) => Number.isFinite(point.time.getTime())),
  }));
  const { shown, hidden } = capSeries(cleaned);
  const times = allTimes(shown);
  const bars = shown.reduce((sum, item) => sum + item.points.length, 0);
  const barsToLines = kind === 'bar' && bars > MAX_BARS;
  return { shown, hidden, kind: barsToLines ? 'line' : kind, barsToLines, times };
}
