/**
 * Turns time spans into what one lane of a canvas draws: everything that falls into the same pixel
 * column is merged, so a lane never draws more rectangles than it has columns, whatever the number
 * of files. Pure and allocation-light: the chart calls it on every frame while panning.
 */

import { lowerBound } from '@/lib/sorted-search';

/** The visible time range and the pixels it spans. */
export interface PixelView {
  from: number;
  to: number;
  width: number;
}

/**
 * Pixel runs [x0, x1) of spans sorted by start. `maxSpan` (the longest span) bounds how far back a
 * span starting before the view can still reach into it, so only visible spans are read.
 * Runs that touch or share a column are merged: at most one run per column.
 */
export function mergeSpans(
  starts: ArrayLike<number>,
  ends: ArrayLike<number>,
  maxSpan: number,
  { from, to, width }: PixelView,
): number[] {
  const runs: number[] = [];
  if (to <= from || width <= 0) return runs;
  const scale = width / (to - from);
  let runStart = -1;
  let runEnd = -1;
  for (let i = lowerBound(starts, from - maxSpan); i < starts.length; i += 1) {
    const s = starts[i] ?? 0;
    if (s > to) break;
    const e = ends[i] ?? 0;
    if (e < from) continue;
    const x0 = Math.max(0, Math.floor((s - from) * scale));
    const x1 = Math.min(width, Math.max(x0 + 1, Math.ceil((e - from) * scale)));
    if (runEnd >= 0 && x0 <= runEnd) {
      if (x1 > runEnd) runEnd = x1;
    } else {
      if (runEnd >= 0) runs.push(runStart, runEnd);
      runStart = x0;
      runEnd = x1;
    }
  }
  if (runEnd >= 0) runs.push(runStart, runEnd);
  return runs;
}

/**
 * Columns holding at least one moment of an ascending list, with the index of the first moment in
 * each: one tick per column, however many markers fall into it.
 */
export function mergeTicks(times: ArrayLike<number>, { from, to, width }: PixelView): number[] {
  const ticks: number[] = [];
  if (to <= from || width <= 0) return ticks;
  const scale = width / (to - from);
  let last = -1;
  for (let i = lowerBound(times, from); i < times.length; i += 1) {
    const t = times[i] ?? 0;
    if (t > to) break;
    const x = Math.min(width - 1, Math.floor((t - from) * scale));
    if (x !== last) {
      ticks.push(x, i);
      last = x;
    }
  }
  return ticks;
}
