import { colorAt } from '../palette';
import { mergeSpans, mergeTicks } from './pixel-merge';
import type { TraceModel } from './trace-model';
import { axisTicks, type TimeView, xOf } from './view';

export const AXIS_H = 22;
export const MARKER_H = 18;
export const LANE_H = 30;

export const laneTop = (index: number): number => AXIS_H + MARKER_H + index * LANE_H;
export const chartHeight = (lanes: number): number => laneTop(lanes) + 4;

const GAP_FILL = 'rgba(225, 87, 89, 0.18)';
const MARKER_FILL = '#b07aa1';

/** The theme colours a trace is drawn with (theme variables, resolved by the chart). */
export const TRACE_COLOURS = {
  axisText: ['--color-fg-subtle', '#64748b'],
  grid: ['--color-border-muted', '#e2e8f0'],
  brush: ['--color-primary', '#2563eb'],
  ink: ['--color-fg', '#0f172a'],
  marker: ['--color-marker', '#7c3aed'],
} as const;

export type TraceColours = { readonly [K in keyof typeof TRACE_COLOURS]: string };

/**
 * Draws axis, marker ticks, lanes, their gaps and spans. Each lane's spans are merged per pixel
 * column first, so the number of rectangles follows the width. Returns the primitives drawn.
 */
export function drawTrace(
  ctx: CanvasRenderingContext2D,
  model: TraceModel,
  view: TimeView,
  width: number,
  formatTick: (t: number) => string,
  colours: TraceColours,
): number {
  const pixels = { ...view, width };
  let primitives = 0;
  ctx.clearRect(0, 0, width, chartHeight(model.lanes.length));
  ctx.fillStyle = colours.axisText;
  ctx.strokeStyle = colours.grid;
  ctx.font = '11px system-ui, sans-serif';
  ctx.beginPath();
  for (const tick of axisTicks(view, width)) {
    const x = Math.round(xOf(view, tick, width)) + 0.5;
    ctx.moveTo(x, AXIS_H - 4);
    ctx.lineTo(x, chartHeight(model.lanes.length));
    ctx.fillText(formatTick(tick), x + 3, 12);
  }
  ctx.stroke();
  const ticks = mergeTicks(model.markers.time, pixels);
  ctx.fillStyle = MARKER_FILL;
  for (let i = 0; i < ticks.length; i += 2) {
    ctx.fillRect(ticks[i] ?? 0, AXIS_H + 2, 2, MARKER_H - 4);
    primitives += 1;
  }
  model.lanes.forEach((lane, index) => {
    const top = laneTop(index);
    const gaps = mergeSpans(
      lane.gaps.filter((_, i) => i % 2 === 0),
      lane.gaps.filter((_, i) => i % 2 === 1),
      Infinity,
      pixels,
    );
    ctx.fillStyle = GAP_FILL;
    for (let i = 0; i < gaps.length; i += 2) {
      ctx.fillRect(gaps[i] ?? 0, top + 2, (gaps[i + 1] ?? 0) - (gaps[i] ?? 0), LANE_H - 4);
      primitives += 1;
    }
    const runs = mergeSpans(lane.start, lane.end, lane.maxSpan, pixels);
    ctx.fillStyle = colorAt(index);
    for (let i = 0; i < runs.length; i += 2) {
      ctx.fillRect(runs[i] ?? 0, top + 7, (runs[i + 1] ?? 0) - (runs[i] ?? 0), LANE_H - 14);
      primitives += 1;
    }
  });
  return primitives;
}
