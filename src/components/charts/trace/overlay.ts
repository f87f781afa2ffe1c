import { lowerBound } from '@/lib/sorted-search';

import { AXIS_H, chartHeight, LANE_H, laneTop, MARKER_H, type TraceColours } from './draw';
import type { TraceModel } from './trace-model';
import { type TimeView, xOf } from './view';

export interface OverlayState {
  cursorX: number | null;
  brush: TimeView | null;
  selectedMarker: number | null;
  selectedFiles: ReadonlySet<number>;
}

/** Most outlines drawn for selected files; beyond that the brush itself shows the choice. */
const MAX_OUTLINES = 400;

/** Cursor, brush and selection: cheap to redraw on every pointer move, so kept off the base layer. */
export function drawOverlay(
  ctx: CanvasRenderingContext2D,
  model: TraceModel,
  view: TimeView,
  width: number,
  state: OverlayState,
  colours: TraceColours,
): void {
  const height = chartHeight(model.lanes.length);
  ctx.clearRect(0, 0, width, height);
  if (state.brush) {
    const x0 = Math.max(0, xOf(view, state.brush.from, width));
    const x1 = Math.min(width, xOf(view, state.brush.to, width));
    ctx.fillStyle = colours.brush;
    ctx.globalAlpha = 0.15;
    ctx.fillRect(x0, AXIS_H, Math.max(1, x1 - x0), height - AXIS_H);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = colours.brush;
    ctx.strokeRect(x0 + 0.5, AXIS_H + 0.5, Math.max(1, x1 - x0 - 1), height - AXIS_H - 1);
  }
  if (state.selectedFiles.size > 0 && state.selectedFiles.size <= MAX_OUTLINES) {
    ctx.strokeStyle = colours.ink;
    ctx.lineWidth = 2;
    model.lanes.forEach((lane, index) => {
      const first = lowerBound(lane.start, view.from - lane.maxSpan);
      for (let i = first; i < lane.start.length && (lane.start[i] ?? 0) <= view.to; i += 1) {
        if (!state.selectedFiles.has(lane.ids[i] ?? -1)) continue;
        const x0 = xOf(view, lane.start[i] ?? 0, width);
        const x1 = xOf(view, lane.end[i] ?? 0, width);
        ctx.strokeRect(x0, laneTop(index) + 5, Math.max(2, x1 - x0), LANE_H - 10);
      }
    });
    ctx.lineWidth = 1;
  }
  if (state.selectedMarker !== null) {
    const at = model.markers.ids.indexOf(state.selectedMarker);
    if (at >= 0) {
      const x = Math.round(xOf(view, model.markers.time[at] ?? 0, width));
      ctx.fillStyle = colours.marker;
      ctx.fillRect(x - 1, AXIS_H, 3, height - AXIS_H);
    }
  }
  if (state.cursorX !== null) {
    ctx.fillStyle = colours.ink;
    ctx.fillRect(Math.round(state.cursorX), AXIS_H, 1, height - AXIS_H);
  }
}

/** Markers within `slop` pixels of x, nearest first (their indexes in the model). */
export function markersNear(model: TraceModel, view: TimeView, width: number, x: number, slop = 3) {
  const perPx = (view.to - view.from) / Math.max(1, width);
  const t = view.from + x * perPx;
  const times = model.markers.time;
  const found: number[] = [];
  for (let i = lowerBound(times, t - slop * perPx); i < times.length; i += 1) {
    if ((times[i] ?? 0) > t + slop * perPx) break;
    found.push(i);
  }
  return found;
}

/** The file under a point of a lane, if any. */
export function fileAt(model: TraceModel, view: TimeView, width: number, x: number, y: number) {
  const index = Math.floor((y - AXIS_H - MARKER_H) / LANE_H);
  const lane = model.lanes[index];
  if (!lane || y < AXIS_H + MARKER_H) return null;
  const perPx = (view.to - view.from) / Math.max(1, width);
  const t = view.from + x * perPx;
  const first = lowerBound(lane.start, t - lane.maxSpan);
  for (let i = first; i < lane.start.length && (lane.start[i] ?? 0) <= t + perPx; i += 1) {
    if ((lane.end[i] ?? 0) >= t - perPx) return lane.ids[i] ?? null;
  }
  return null;
}

export const inMarkerRow = (y: number): boolean => y >= AXIS_H && y < AXIS_H + MARKER_H;
