import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

import { useThemeColours } from '@/lib/document-look';
import { type TimeSource, useSourceTime } from '@/lib/use-time-cursor';

import { useElementWidth } from '../use-element-width';
import { AXIS_H, chartHeight, drawTrace, LANE_H, MARKER_H, TRACE_COLOURS } from './draw';
import { drawOverlay, fileAt, inMarkerRow, markersNear } from './overlay';
import { traceChartStrings as s } from './strings';
import type { TraceLane, TraceModel } from './trace-model';
import { useCanvasLayer } from './use-canvas-layer';
import { clampView, panView, timeAt, type TimeView, xOf, zoomView } from './view';

export interface TraceChartProps {
  model: TraceModel;
  /** The whole queried range; the view zooms and pans inside it. */
  bounds: TimeView;
  brush: TimeView | null;
  /** Plain drags brush instead of panning. */
  brushMode: boolean;
  selectedMarker: number | null;
  selectedFiles: ReadonlySet<number>;
  onBrush: (brush: TimeView | null) => void;
  onSelectFile: (id: number) => void;
  onSelectMarker: (id: number) => void;
  formatTime: (t: number) => string;
  formatTick: (t: number) => string;
  /** What stands left of a lane: its name and what it misses. */
  renderLane: (lane: TraceLane) => ReactNode;
  markerRowLabel: string;
  /**
   * A cursor held outside the chart (shared with other views of the window): drawn at this time and
   * written above the lanes; the chart then reports hovers and clicks instead of keeping its own.
   */
  cursorTime?: number | null;
  /**
   * The same held outside, as a time that changes on every pointer move or frame of replay: the
   * line and the time above the lanes follow it without rendering the lanes again.
   */
  cursorSource?: TimeSource;
  /** The time under the pointer, null when it leaves the lanes. */
  onHoverTime?: (t: number | null) => void;
  /** A click (not a drag) on the lanes, at this time. */
  onPickTime?: (t: number) => void;
  /** Keys the caller handles first (true when handled); the chart's own keys come after. */
  onKeyAction?: (event: KeyboardEvent<HTMLDivElement>) => boolean;
  /** The keys' description, when the caller adds keys of its own. */
  keysHint?: string;
}

interface Drag {
  x: number;
  view: TimeView;
  brushing: boolean;
  moved: boolean;
}

const ZOOM = 1.25;
const NO_MARKERS = { key: '', list: [] as number[] };

/** The cursor's time above the lanes, rendered on its own as the time changes. */
function CursorReadout({
  source,
  formatTime,
}: {
  source: TimeSource;
  formatTime: (t: number) => string;
}) {
  const t = useSourceTime(source);
  return <span>{s.cursorAt(t === null ? null : formatTime(t))}</span>;
}

/**
 * Lanes of spans on canvas with marker ticks above: wheel, +/- zoom; drag and arrows pan; Shift+drag
 * (or brush mode) picks a window. Spans are merged per pixel column, so drawing follows the width.
 */
export const TraceChart = memo(function TraceChart(props: TraceChartProps) {
  const { model, bounds, formatTime, formatTick } = props;
  const [box, width] = useElementWidth<HTMLDivElement>(800);
  const [view, setView] = useState<TimeView>(bounds);
  const [cursorX, setCursorX] = useState<number | null>(null);
  const [near, setNear] = useState(NO_MARKERS);
  const source = props.cursorSource;
  const controlled = props.cursorTime !== undefined || source !== undefined;
  const cursorTime =
    props.cursorTime !== undefined
      ? (props.cursorTime ?? null)
      : cursorX === null
        ? null
        : timeAt(view, cursorX, width);
  const cursorLine = controlled
    ? cursorTime === null || source
      ? null
      : xOf(view, cursorTime, width)
    : cursorX;
  const [liveBrush, setLiveBrush] = useState<TimeView | null>(null);
  const drag = useRef<Drag | null>(null);
  const height = chartHeight(model.lanes.length);
  const stats = useRef({ primitives: 0, draws: 0 });
  // Another theme gives new colours, and both layers repaint with them.
  const colours = useThemeColours(TRACE_COLOURS);

  const base = useCanvasLayer(
    width,
    height,
    useCallback(
      (ctx: CanvasRenderingContext2D) => {
        stats.current.primitives = drawTrace(ctx, model, view, width, formatTick, colours);
        stats.current.draws += 1;
        ctx.canvas.dataset.primitives = String(stats.current.primitives);
        ctx.canvas.dataset.draws = String(stats.current.draws);
      },
      [model, view, width, formatTick, colours],
    ),
  );
  const brush = liveBrush ?? props.brush;
  const overlay = useCanvasLayer(
    width,
    height,
    useCallback(
      (ctx: CanvasRenderingContext2D) =>
        drawOverlay(
          ctx,
          model,
          view,
          width,
          {
            cursorX: cursorLine,
            brush,
            selectedMarker: props.selectedMarker,
            selectedFiles: props.selectedFiles,
          },
          colours,
        ),
      [model, view, width, cursorLine, brush, props.selectedMarker, props.selectedFiles, colours],
    ),
  );

  // The line of a cursor source: moved on the frame after the time changes, the lanes untouched.
  const line = useRef<HTMLDivElement>(null);
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  });
  useEffect(() => {
    if (!source) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const element = line.current;
      const t = source.get();
      const v = viewRef.current;
      if (t !== null && (t < v.from || t > v.to)) {
        // A cursor moved from outside (a step, replay, a list) brings the view along.
        const half = (v.to - v.from) / 2;
        const next = clampView({ from: t - half, to: t + half }, bounds);
        if (next.from !== v.from || next.to !== v.to) setView(next);
      }
      if (!element) return;
      element.hidden = t === null;
      if (t !== null) element.style.transform = `translateX(${Math.round(xOf(v, t, width))}px)`;
    };
    place();
    const unsubscribe = source.subscribe(() => {
      if (frame === 0) frame = requestAnimationFrame(place);
    });
    return () => {
      unsubscribe();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [source, view, width, bounds]);

  // A cursor moved from outside (a step, replay, a marker picked in a list) brings the view along.
  const outside =
    !source &&
    controlled &&
    cursorTime !== null &&
    (cursorTime < view.from || cursorTime > view.to);
  if (outside && cursorTime !== null) {
    const half = (view.to - view.from) / 2;
    const next = clampView({ from: cursorTime - half, to: cursorTime + half }, bounds);
    if (next.from !== view.from || next.to !== view.to) setView(next);
  }

  useEffect(() => {
    const element = overlay.current;
    if (!element) return;
    // React's wheel listener is passive; zooming must stop the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const anchor = event.offsetX / Math.max(1, width);
      setView((v) => zoomView(v, event.deltaY < 0 ? 1 / ZOOM : ZOOM, anchor, bounds));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [overlay, width, bounds]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x } = pointAt(event);
    drag.current = { x, view, brushing: props.brushMode || event.shiftKey, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const { x } = pointAt(event);
    if (!controlled) setCursorX(x);
    const markers = markersNear(model, view, width, x);
    const key = markers.join(',');
    setNear((prev) => (prev.key === key ? prev : { key, list: markers }));
    props.onHoverTime?.(timeAt(view, x, width));
    const current = drag.current;
    if (!current) return;
    if (Math.abs(x - current.x) > 3) current.moved = true;
    if (!current.moved) return;
    if (current.brushing) {
      const a = timeAt(current.view, current.x, width);
      const b = timeAt(current.view, x, width);
      setLiveBrush({ from: Math.min(a, b), to: Math.max(a, b) });
    } else {
      setView(panView(current.view, (current.x - x) / Math.max(1, width), bounds));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    if (current.moved && current.brushing && liveBrush) props.onBrush(liveBrush);
    setLiveBrush(null);
    if (current.moved) return;
    const { x, y } = pointAt(event);
    props.onPickTime?.(timeAt(view, x, width));
    if (inMarkerRow(y)) {
      const near = markersNear(model, view, width, x)[0];
      if (near !== undefined) props.onSelectMarker(model.markers.ids[near] ?? 0);
      return;
    }
    const file = fileAt(model, view, width, x, y);
    if (file !== null) props.onSelectFile(file);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (props.onKeyAction?.(event)) {
      event.preventDefault();
      return;
    }
    const actions: Record<string, () => TimeView | null> = {
      '+': () => zoomView(view, 1 / ZOOM, 0.5, bounds),
      '=': () => zoomView(view, 1 / ZOOM, 0.5, bounds),
      '-': () => zoomView(view, ZOOM, 0.5, bounds),
      ArrowLeft: () => panView(view, -0.1, bounds),
      ArrowRight: () => panView(view, 0.1, bounds),
      '0': () => bounds,
      Escape: () => {
        props.onBrush(null);
        return null;
      },
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    const next = action();
    if (next) setView(next);
  };

  const names = [...new Set(near.list.map((i) => model.markers.labels[i] ?? '').filter(Boolean))];

  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-h-5 items-center gap-3 text-xs text-fg-muted" aria-live="off">
        {source ? (
          <CursorReadout source={source} formatTime={formatTime} />
        ) : (
          <span>{s.cursorAt(cursorTime === null ? null : formatTime(cursorTime))}</span>
        )}
        {names.length > 0 && (
          <span className="text-marker-text" data-testid="trace-marker-hover">
            {s.markerAt(s.list(names.slice(0, 3)))}
            {names.length > 3 && s.moreMarkers(names.length)}
          </span>
        )}
      </div>
      <div className="flex">
        <ul className="w-44 shrink-0 text-xs" style={{ paddingTop: AXIS_H }}>
          <li className="truncate text-marker-text" style={{ height: MARKER_H }}>
            {props.markerRowLabel}
          </li>
          {model.lanes.map((lane) => (
            <li
              key={lane.key}
              className="flex flex-col justify-center overflow-hidden pr-2"
              style={{ height: LANE_H }}
            >
              {props.renderLane(lane)}
            </li>
          ))}
        </ul>
        <div
          ref={box}
          role="application"
          aria-label={s.chart}
          aria-roledescription={s.chart}
          aria-description={props.keysHint ?? s.keys}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="relative w-full rounded border border-border-muted focus-visible:outline-2 focus-visible:outline-focus"
          style={{ height }}
        >
          <canvas
            ref={base}
            data-testid="trace-canvas"
            data-lanes={model.lanes.length}
            className="absolute inset-0"
            style={{ width, height }}
            aria-hidden
          />
          <canvas
            ref={overlay}
            data-testid="trace-overlay"
            className="absolute inset-0 touch-none cursor-crosshair"
            style={{ width, height }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerLeave={() => {
              setCursorX(null);
              setNear(NO_MARKERS);
              props.onHoverTime?.(null);
            }}
            aria-hidden
          />
          {source && (
            <div
              ref={line}
              hidden
              data-testid="trace-cursor"
              className="pointer-events-none absolute left-0 w-px bg-fg"
              style={{ top: AXIS_H, height: height - AXIS_H }}
              aria-hidden
            />
          )}
        </div>
      </div>
    </div>
  );
});
