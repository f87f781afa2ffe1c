import type { CarGpsTrace } from '@/api/generated/model';

import { type Bounds, isValidLngLat, type Viewport, worldX, worldY } from './projection';
import { dropNearby, simplifyLines } from './simplify';

/** Default total of vertices drawn over all cars. */
export const DEFAULT_MAX_VERTICES = 5000;
/** Cars drawn at most: three SVG elements each keep the map under 200 elements. */
export const MAX_CARS = 50;

/** Line colours, each at least 4.5:1 against white; the cars take them in order. */
export const GPS_PALETTE = [
  '#1d4ed8',
  '#c2410c',
  '#15803d',
  '#b91c1c',
  '#7e22ce',
  '#0e7490',
  '#a16207',
  '#be185d',
  '#4d7c0f',
  '#475569',
  '#4338ca',
  '#9f1239',
] as const;

/** The same colours for the dark theme, in the same order, each at least 4.5:1 on its dark map. */
export const GPS_PALETTE_DARK = [
  '#60a5fa',
  '#fb923c',
  '#4ade80',
  '#f87171',
  '#c084fc',
  '#22d3ee',
  '#facc15',
  '#f472b6',
  '#a3e635',
  '#94a3b8',
  '#818cf8',
  '#fb7185',
] as const;

/** A car's line colour in the painted theme. */
export const gpsColour = (colour: string, theme: 'light' | 'dark'): string => {
  if (theme === 'light') return colour;
  const index = GPS_PALETTE.findIndex((entry) => entry === colour);
  return GPS_PALETTE_DARK[index] ?? colour;
};

export interface PreparedTrace {
  key: string;
  carId: number;
  plate: string;
  colour: string;
  /** Fixes as received, valid or not. */
  fixCount: number;
  /** The drawn vertices: world coordinates, time and speed, each array on a buffer of its own. */
  xs: Float64Array<ArrayBuffer>;
  ys: Float64Array<ArrayBuffer>;
  ts: Float64Array<ArrayBuffer>;
  speed: Float64Array<ArrayBuffer>;
  /**
   * Where each stretch of fixes starts among the drawn vertices (the first at 0): between two
   * stretches the car sent no fix for longer than the gap, and the path breaks rather than jump.
   */
  starts: Uint32Array<ArrayBuffer>;
}

export interface PreparedTraces {
  traces: PreparedTrace[];
  /** World bounds of every valid fix; null when there is none. */
  bounds: Bounds | null;
  vertices: number;
  /** Cars with fixes left out beyond MAX_CARS. */
  hiddenCars: number;
}

interface Projected {
  trace: CarGpsTrace;
  index: number;
  xs: Float64Array;
  ys: Float64Array;
  ts: Float64Array;
  speed: Float64Array;
}

const pick = (source: Float64Array, indices: Uint32Array): Float64Array<ArrayBuffer> => {
  const out = new Float64Array(indices.length);
  for (let k = 0; k < indices.length; k += 1) out[k] = source[indices[k] ?? 0] ?? NaN;
  return out;
};

const shrink = (array: Float64Array, length: number): Float64Array =>
  length === array.length ? array : array.slice(0, length);

/** Drops fixes outside the map (NaN, out of range), projects them and remembers time and speed. */
const project = (trace: CarGpsTrace, index: number): Projected => {
  const points = Array.isArray(trace.points) ? trace.points : [];
  const n = points.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const ts = new Float64Array(n);
  const speed = new Float64Array(n);
  let count = 0;
  // Plain loops: this runs over hundreds of thousands of fixes on every new answer.
  for (let i = 0; i < n; i += 1) {
    const p = points[i];
    if (!p || !isValidLngLat(p.lng, p.lat)) continue;
    xs[count] = worldX(p.lng);
    ys[count] = worldY(p.lat);
    ts[count] = typeof p.ts === 'number' ? p.ts : NaN;
    speed[count] = typeof p.speed === 'number' ? p.speed : NaN;
    count += 1;
  }
  return {
    trace,
    index,
    xs: shrink(xs, count),
    ys: shrink(ys, count),
    ts: shrink(ts, count),
    speed: shrink(speed, count),
  };
};

/** A stretch longer than this without a fix is a gap in the path. */
export const GPS_GAP_MS = 60_000;
/** Diffs sampled to find a trace's usual spacing of fixes. */
const SPACING_SAMPLES = 2001;

/** The usual time between fixes: the median of (a sample of) the differences. */
const usualSpacing = (ts: Float64Array): number => {
  const n = ts.length - 1;
  if (n < 1) return 0;
  const count = Math.min(n, SPACING_SAMPLES);
  const diffs = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    const i = Math.floor((k * n) / count);
    diffs[k] = (ts[i + 1] ?? 0) - (ts[i] ?? 0);
  }
  diffs.sort();
  return diffs[Math.floor(count / 2)] ?? 0;
};

/**
 * The stretches of a trace's fixes as [from, to) index pairs, broken where no fix came for longer
 * than `minGapMs`, or than four times the usual spacing when the server thinned the fixes.
 */
export function stretchesOf(ts: Float64Array, minGapMs = GPS_GAP_MS): [number, number][] {
  const n = ts.length;
  if (n === 0) return [];
  const gap = Math.max(minGapMs, 4 * usualSpacing(ts));
  const out: [number, number][] = [];
  let from = 0;
  for (let i = 1; i < n; i += 1) {
    if ((ts[i] ?? 0) - (ts[i - 1] ?? 0) > gap) {
      out.push([from, i]);
      from = i;
    }
  }
  out.push([from, n]);
  return out;
}

const boundsOf = (lines: readonly Projected[]): Bounds | null => {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { xs, ys } of lines)
    for (let i = 0; i < xs.length; i += 1) {
      const x = xs[i] ?? 0;
      const y = ys[i] ?? 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  return minX <= maxX ? { minX, minY, maxX, maxY } : null;
};

/**
 * Cleans, projects and simplifies the traces so that at most `maxVertices` vertices are drawn in
 * all. Pure: the GPS answer's decoder calls it (in a worker when the answer is large), so the view
 * only draws what it gives; tests and stories call it directly.
 */
export function prepareTraces(
  traces: readonly CarGpsTrace[],
  maxVertices = DEFAULT_MAX_VERTICES,
): PreparedTraces {
  const withFixes = traces.map(project).filter((p) => p.xs.length > 0);
  const projected = withFixes.slice(0, MAX_CARS);
  const hiddenCars = withFixes.length - projected.length;
  const bounds = boundsOf(projected);
  if (!bounds) return { traces: [], bounds: null, vertices: 0, hiddenCars };
  // A tenth of a pixel when fitted to 1,000 px: removes standing fixes and jitter cheaply.
  const tolerance = Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) / 10_000;
  // Each stretch between gaps is a line of its own: thinned, then simplified within one budget.
  const stretches = projected.map((p) => stretchesOf(p.ts));
  const thinned: Uint32Array[] = [];
  const lines: { xs: Float64Array; ys: Float64Array }[] = [];
  projected.forEach((p, c) => {
    for (const [from, to] of stretches[c] ?? []) {
      const keep = dropNearby(
        { xs: p.xs.subarray(from, to), ys: p.ys.subarray(from, to) },
        tolerance,
      );
      const absolute = keep.map((k) => k + from);
      thinned.push(absolute);
      lines.push({ xs: pick(p.xs, absolute), ys: pick(p.ys, absolute) });
    }
  });
  const kept = simplifyLines(lines, maxVertices);
  let vertices = 0;
  let line = 0;
  const prepared = projected.map((p, c): PreparedTrace => {
    const chosen: number[] = [];
    const starts: number[] = [];
    for (let k = 0; k < (stretches[c] ?? []).length; k += 1, line += 1) {
      const thin = thinned[line] ?? new Uint32Array(0);
      starts.push(chosen.length);
      for (const index of kept[line] ?? []) chosen.push(thin[index] ?? 0);
    }
    const indices = Uint32Array.from(chosen);
    vertices += indices.length;
    return {
      key: `${String(p.trace.carId)}-${String(p.index)}`,
      carId: p.trace.carId,
      plate: String(p.trace.plate ?? ''),
      colour: GPS_PALETTE[p.index % GPS_PALETTE.length] ?? GPS_PALETTE[0],
      fixCount: Array.isArray(p.trace.points) ? p.trace.points.length : 0,
      xs: pick(p.xs, indices),
      ys: pick(p.ys, indices),
      ts: pick(p.ts, indices),
      speed: pick(p.speed, indices),
      starts: Uint32Array.from(starts),
    };
  });
  return { traces: prepared, bounds, vertices, hiddenCars };
}

/** Vertices the view draws for these traces (what the benchmark reports). */
export const countDrawnVertices = (
  traces: readonly CarGpsTrace[],
  maxVertices = DEFAULT_MAX_VERTICES,
): number => prepareTraces(traces, maxVertices).vertices;

export interface ScreenTrace {
  trace: PreparedTrace;
  sx: Float32Array;
  sy: Float32Array;
  d: string;
}

/** Screen coordinates of the drawn vertices and the path data of one car. */
export const toScreen = (trace: PreparedTrace, v: Viewport): ScreenTrace => {
  const n = trace.xs.length;
  const sx = new Float32Array(n);
  const sy = new Float32Array(n);
  const parts: string[] = [];
  const starts = trace.starts.length > 0 ? trace.starts : Uint32Array.of(0);
  let stretch = 0;
  for (let i = 0; i < n; i += 1) {
    const x = (trace.xs[i] ?? 0) * v.scale + v.offsetX;
    const y = (trace.ys[i] ?? 0) * v.scale + v.offsetY;
    sx[i] = x;
    sy[i] = y;
    // A gap in the fixes breaks the path: the next stretch starts with a move, not a line.
    const starting = i === 0 || starts[stretch + 1] === i;
    if (starting && i > 0) stretch += 1;
    parts.push(`${starting ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
    // A stretch of a single fix still shows as a dot (round caps on a zero-length segment).
    const next = starts[stretch + 1] ?? n;
    if (starting && next === i + 1) parts.push('l0 0');
  }
  return { trace, sx, sy, d: parts.join('') };
};

/**
 * Path data of the drawn vertices whose time lies in [from, to] (a brushed window), broken at the
 * trace's gaps as the whole path is; empty when none does.
 */
export function pathBetween(screen: ScreenTrace, from: number, to: number): string {
  const { trace, sx, sy } = screen;
  const parts: string[] = [];
  let stretch = 0;
  let drawing = false;
  for (let i = 0; i < sx.length; i += 1) {
    if (trace.starts[stretch + 1] === i) {
      stretch += 1;
      drawing = false;
    }
    const t = trace.ts[i] ?? NaN;
    if (!(t >= from && t <= to)) {
      drawing = false;
      continue;
    }
    parts.push(`${drawing ? 'L' : 'M'}${(sx[i] ?? 0).toFixed(1)} ${(sy[i] ?? 0).toFixed(1)}`);
    drawing = true;
  }
  return parts.join('');
}
