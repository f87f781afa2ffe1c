import { type PointerEvent, type ReactNode, useId, useMemo, useState } from 'react';

import { useElementWidth } from '@/components/charts/use-element-width';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useThemeColours } from '@/lib/document-look';
import { formatDateTime, formatNumber } from '@/lib/format';

import { GpsLegend } from './gps-legend';
import { gpsColour, pathBetween, type PreparedTraces, toScreen } from './prepare';
import { fitBounds, scaleBar, type Viewport } from './projection';
import { gpsStrings } from './strings';
import { useMapViewport } from './use-map-viewport';

export interface GpsPathViewProps {
  /**
   * The cars' paths ready to draw, as prepareTraces gives them: the GPS answer's decoder prepares
   * them (off the main thread when the answer is large), so rendering never walks the fixes.
   */
  prepared: PreparedTraces;
  /** Reserved height in pixels, the same while loading, empty or drawn. */
  height?: number;
  ariaLabel: string;
  /** Where the car was at a cursor's time, in world coordinates (see positionAt); null for none. */
  cursor?: { x: number; y: number } | null;
  /**
   * Drawn over the paths once they are laid out, in screen pixels of the viewport: what changes
   * more often than the paths (a cursor moved on every frame) renders there on its own.
   */
  cursorLayer?: (viewport: Viewport) => ReactNode;
  /** A stretch of time (a brushed window) drawn over the path. */
  highlight?: { from: number; to: number } | null;
  /** The time of the fix under the pointer, null when the pointer leaves the path. */
  onHoverTime?: (t: number | null) => void;
}

const HOVER_RADIUS = 24;

/** The car at the cursor's time: a point in world coordinates drawn on the viewport. */
export function GpsCursorDot({
  at,
  viewport,
}: {
  at: { x: number; y: number };
  viewport: Viewport;
}) {
  return (
    <circle
      data-testid="gps-cursor"
      cx={at.x * viewport.scale + viewport.offsetX}
      cy={at.y * viewport.scale + viewport.offsetY}
      r={7}
      className="fill-fg stroke-surface"
      strokeWidth={2.5}
    />
  );
}

/** Room for the legend (left, when the box is wide enough), the buttons and the scale bar. */
const paddingFor = (width: number) => ({
  top: 24,
  right: 64,
  bottom: 44,
  left: width >= 640 ? 280 : 24,
});

/**
 * The paths of the chosen cars on a blank projected plane (no map service): one polyline per car
 * as prepared within the vertex budget, start and end markers, legend, scale bar, zoom and fit.
 */
/** The map's own marks: a marker's ground, the time cursor, the scale bar. */
const MAP_COLOURS = {
  ground: ['--color-surface', '#ffffff'],
  ink: ['--color-fg', '#0f172a'],
  scale: ['--color-fg-label', '#334155'],
} as const;

export function GpsPathView({
  prepared,
  height = 360,
  ariaLabel,
  cursor = null,
  cursorLayer,
  highlight = null,
  onHoverTime,
}: GpsPathViewProps) {
  const [boxRef, width, measured] = useElementWidth<HTMLDivElement>();
  const look = useThemeColours(MAP_COLOURS);
  const colourOf = (colour: string) => gpsColour(colour, look.theme);
  const hintId = useId();
  const fitted = useMemo(
    () =>
      measured && prepared.bounds
        ? fitBounds(prepared.bounds, width, height, paddingFor(width))
        : null,
    [measured, prepared.bounds, width, height],
  );
  const { viewport, svgRef, zoomIn, zoomOut, fit, onKeyDown, onPointerDown, dragTo, onPointerUp } =
    useMapViewport(fitted, width, height);
  const screen = useMemo(
    () => (viewport ? prepared.traces.map((t) => toScreen(t, viewport)) : []),
    [prepared.traces, viewport],
  );
  const [hover, setHover] = useState<{ line: number; index: number } | null>(null);
  const highlighted = useMemo(
    () =>
      highlight
        ? screen.map((line) => ({
            key: line.trace.key,
            d: pathBetween(line, highlight.from, highlight.to),
          }))
        : [],
    [screen, highlight],
  );

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (dragTo(event)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - rect.left;
    const py = event.clientY - rect.top;
    let best = HOVER_RADIUS * HOVER_RADIUS;
    let line = -1;
    let index = -1;
    screen.forEach(({ sx, sy }, l) => {
      for (let i = 0; i < sx.length; i += 1) {
        const d = ((sx[i] ?? 0) - px) ** 2 + ((sy[i] ?? 0) - py) ** 2;
        if (d < best) {
          best = d;
          line = l;
          index = i;
        }
      }
    });
    // Pointer moves along the same vertex must not re-render the paths.
    if (line < 0 ? hover === null : hover?.line === line && hover.index === index) return;
    setHover(line < 0 ? null : { line, index });
    onHoverTime?.(line < 0 ? null : (screen[line]?.trace.ts[index] ?? null));
  };

  const frame = 'relative overflow-hidden rounded-md border border-border-muted bg-surface-muted';
  // The paths are laid out for the box's real width, known once the box has been laid out.
  if (!measured && prepared.bounds)
    return <div ref={boxRef} style={{ height }} className={frame} />;

  if (!viewport || screen.length === 0)
    return (
      <div ref={boxRef} style={{ height }} className="flex items-center justify-center">
        <EmptyState title={gpsStrings.empty} description={gpsStrings.emptyHint} />
      </div>
    );

  const bar = scaleBar(viewport, width, height - 20);
  const hovered = hover ? screen[hover.line] : undefined;
  const hx = hover && hovered ? hovered.sx[hover.index] : undefined;
  const hy = hover && hovered ? hovered.sy[hover.index] : undefined;

  return (
    <div ref={boxRef} style={{ height }} className={frame}>
      <svg
        ref={svgRef}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={ariaLabel}
        aria-describedby={hintId}
        tabIndex={0}
        data-vertices={prepared.vertices}
        className="block cursor-grab touch-none select-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus active:cursor-grabbing"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => {
          setHover(null);
          onHoverTime?.(null);
        }}
      >
        {highlighted.length > 0 && (
          <g
            fill="none"
            stroke="#f59e0b"
            strokeOpacity={0.75}
            strokeWidth={7}
            strokeLinejoin="round"
            strokeLinecap="round"
            data-testid="gps-highlight"
          >
            {highlighted.map(({ key, d }) => (d ? <path key={key} d={d} /> : null))}
          </g>
        )}
        <g fill="none" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round">
          {screen.map(({ trace, d }) => (
            <path key={trace.key} d={d} stroke={colourOf(trace.colour)} data-car-id={trace.carId} />
          ))}
        </g>
        <g strokeWidth={2}>
          {screen.map(({ trace, sx, sy }) => {
            const last = sx.length - 1;
            return [
              <circle
                key={`${trace.key}-s`}
                cx={sx[0]}
                cy={sy[0]}
                r={5}
                fill={look.ground}
                stroke={colourOf(trace.colour)}
              />,
              <circle
                key={`${trace.key}-e`}
                cx={sx[last]}
                cy={sy[last]}
                r={5}
                fill={colourOf(trace.colour)}
                stroke={look.ground}
              />,
            ];
          })}
        </g>
        {cursor && <GpsCursorDot at={cursor} viewport={viewport} />}
        {cursorLayer?.(viewport)}
        {hx !== undefined && hy !== undefined && hovered ? (
          <circle
            cx={hx}
            cy={hy}
            r={6}
            fill="none"
            stroke={colourOf(hovered.trace.colour)}
            strokeWidth={2}
          />
        ) : null}
        <g
          aria-label={gpsStrings.scaleBar}
          transform={`translate(${width - bar.pixels - 16} ${height - 20})`}
        >
          <path
            d={`M0 -6V0H${bar.pixels.toFixed(1)}V-6`}
            fill="none"
            stroke={look.scale}
            strokeWidth={1.5}
          />
          <text x={bar.pixels / 2} y={-8} textAnchor="middle" fontSize={11} fill={look.scale}>
            {bar.label}
          </text>
        </g>
      </svg>
      <GpsLegend traces={prepared.traces} hiddenCars={prepared.hiddenCars} />
      <div
        role="group"
        aria-label={gpsStrings.controls}
        className="absolute top-2 right-2 flex flex-col gap-1"
      >
        <Button
          size="icon"
          aria-label={gpsStrings.zoomIn}
          title={gpsStrings.zoomIn}
          onClick={zoomIn}
        >
          +
        </Button>
        <Button
          size="icon"
          aria-label={gpsStrings.zoomOut}
          title={gpsStrings.zoomOut}
          onClick={zoomOut}
        >
          −
        </Button>
        <Button size="icon" aria-label={gpsStrings.fit} title={gpsStrings.fit} onClick={fit}>
          ⤢
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        {gpsStrings.keyboardHint}
      </p>
      {hover && hovered ? (
        <p className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] truncate rounded bg-surface/90 px-2 py-1 text-xs text-fg-label shadow-sm tabular-nums">
          {gpsStrings.readout(
            hovered.trace.plate,
            formatDateTime(hovered.trace.ts[hover.index]),
            gpsStrings.speed(formatNumber(hovered.trace.speed[hover.index], 1)),
          )}
        </p>
      ) : null}
    </div>
  );
}
