/** The visible stretch of time, in ms. */
export interface TimeView {
  from: number;
  to: number;
}

/** The narrowest view: one minute across the chart. */
export const MIN_VIEW_MS = 60_000;

/** A view kept inside `bounds` and no narrower than a minute, its length kept where it fits. */
export function clampView(view: TimeView, bounds: TimeView): TimeView {
  const full = bounds.to - bounds.from;
  const length = Math.min(full, Math.max(MIN_VIEW_MS, view.to - view.from));
  let from = Math.max(bounds.from, Math.min(view.from, bounds.to - length));
  if (!Number.isFinite(from)) from = bounds.from;
  return { from, to: from + length };
}

/** Zoomed by `factor` (< 1 closer) around `anchor`, a fraction 0..1 of the width. */
export const zoomView = (view: TimeView, factor: number, anchor: number, bounds: TimeView) => {
  const length = (view.to - view.from) * factor;
  const at = view.from + (view.to - view.from) * anchor;
  return clampView({ from: at - length * anchor, to: at - length * anchor + length }, bounds);
};

/** Moved by `fraction` of its width (negative to earlier). */
export const panView = (view: TimeView, fraction: number, bounds: TimeView) => {
  const shift = (view.to - view.from) * fraction;
  return clampView({ from: view.from + shift, to: view.to + shift }, bounds);
};

/** The time at pixel `x` of a chart `width` wide. */
export const timeAt = (view: TimeView, x: number, width: number): number =>
  view.from + ((view.to - view.from) * x) / Math.max(1, width);

/** The pixel of time `t`. */
export const xOf = (view: TimeView, t: number, width: number): number =>
  ((t - view.from) * width) / Math.max(1, view.to - view.from);

/** Hour ticks (or finer when zoomed) that give about one label per 90 px. */
export function axisTicks(view: TimeView, width: number): number[] {
  const steps = [60_000, 300_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 21_600_000];
  const wanted = ((view.to - view.from) * 90) / Math.max(1, width);
  const step = steps.find((s) => s >= wanted) ?? 21_600_000;
  // Ticks fall on local wall-clock multiples: offset by the zone so 08:00 is a tick, not 07:52.
  const zone = new Date(view.from).getTimezoneOffset() * 60_000;
  const ticks: number[] = [];
  for (let t = Math.ceil((view.from - zone) / step) * step + zone; t <= view.to; t += step) {
    ticks.push(t);
  }
  return ticks;
}
