import { lowerBound, upperBound } from '@/lib/sorted-search';

import { type Spans, spanTotal, subtract, unionOf, unionSorted } from './intervals';

/** A stretch shorter than this while other lanes record is a normal hand-over between files. */
export const MIN_GAP_MS = 60_000;

/** One lane of the chart: its spans sorted by start, with what it covers and where it is missing. */
export interface TraceLane {
  key: string;
  start: Float64Array;
  end: Float64Array;
  ids: Float64Array;
  /** The longest span, so a view finds the spans reaching into it from before. */
  maxSpan: number;
  coverage: Spans;
  /** Stretches where this lane recorded nothing while another lane did. */
  gaps: Spans;
  gapMs: number;
}

export interface TraceMarkers {
  time: Float64Array;
  ids: Float64Array;
  labels: (string | null)[];
}

export interface TraceModel {
  lanes: TraceLane[];
  markers: TraceMarkers;
  /** Number of spans over all lanes. */
  count: number;
}

/** Spans in columns (times in ms), each naming its lane. */
export interface SpanColumns {
  lane: string[];
  start: ArrayLike<number>;
  end: ArrayLike<number>;
  id: ArrayLike<number>;
}

/**
 * Spans in columns as a columnar answer gives them: `port[i]` indexes `ports`, times are ms after
 * `origin` (0 when they are absolute).
 */
export interface PortColumns {
  ports: readonly string[];
  port: ArrayLike<number>;
  start: ArrayLike<number>;
  end: ArrayLike<number>;
  id: ArrayLike<number>;
  origin?: number;
}

export interface MarkerColumns {
  time: ArrayLike<number>;
  id: ArrayLike<number>;
  label: (string | null)[];
  origin?: number;
}

/** Positions 0..n-1 in the order of `keys` (ties keep their position); null when already in order. */
export function orderOf(keys: ArrayLike<number>, from = 0, to = keys.length): Uint32Array | null {
  let sorted = true;
  for (let i = from + 1; i < to && sorted; i += 1) sorted = (keys[i - 1] ?? 0) <= (keys[i] ?? 0);
  if (sorted) return null;
  // A plain array sorts faster with a comparator than a typed one does.
  const order = Array.from({ length: to - from }, (_, i) => from + i);
  order.sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);
  return Uint32Array.from(order);
}

/**
 * The spans split into lanes, one per distinct port name in natural order (CAN2 before CAN10), each
 * sorted by start, in typed arrays: two linear passes, and a sort only for a lane out of order.
 */
export function lanesOf(columns: PortColumns): TraceLane[] {
  const { ports, port, start, end, id } = columns;
  const origin = columns.origin ?? 0;
  const collator = new Intl.Collator('en', { numeric: true });
  const names = [...new Set(ports)].sort((a, b) => collator.compare(a, b));
  const slotOfName = new Map(names.map((name, slot) => [name, slot]));
  const slotOfPort = Int32Array.from(ports, (name) => slotOfName.get(name) ?? 0);
  const counts = new Int32Array(names.length);
  for (let i = 0; i < port.length; i += 1) {
    const slot = slotOfPort[port[i] ?? 0] ?? 0;
    counts[slot] = (counts[slot] ?? 0) + 1;
  }
  // Every span placed at its lane's next free row (a counting sort by lane, stable).
  const offsets = new Int32Array(names.length + 1);
  for (let slot = 0; slot < names.length; slot += 1) {
    offsets[slot + 1] = (offsets[slot] ?? 0) + (counts[slot] ?? 0);
  }
  const next = offsets.slice(0, names.length);
  const allStart = new Float64Array(port.length);
  const allEnd = new Float64Array(port.length);
  const allIds = new Float64Array(port.length);
  for (let i = 0; i < port.length; i += 1) {
    const slot = slotOfPort[port[i] ?? 0] ?? 0;
    const row = next[slot] ?? 0;
    next[slot] = row + 1;
    const s = origin + (start[i] ?? 0);
    allStart[row] = s;
    allEnd[row] = Math.max(s, origin + (end[i] ?? 0));
    allIds[row] = id[i] ?? 0;
  }
  const lanes: TraceLane[] = [];
  names.forEach((key, slot) => {
    const from = offsets[slot] ?? 0;
    const to = offsets[slot + 1] ?? 0;
    if (to === from) return;
    const order = orderOf(allStart, from, to);
    const pick = (all: Float64Array) =>
      order ? Float64Array.from(order, (row) => all[row] ?? 0) : all.slice(from, to);
    lanes.push(laneOf({ key, start: pick(allStart), end: pick(allEnd), ids: pick(allIds) }));
  });
  return lanes;
}

/** One lane's spans, sorted by start, with none ending before it starts. */
export interface LaneSpans {
  key: string;
  start: Float64Array;
  end: Float64Array;
  ids: Float64Array;
}

/** A lane of its spans: the longest and what they cover (its gaps come with the other lanes). */
function laneOf({ key, start, end, ids }: LaneSpans): TraceLane {
  let maxSpan = 0;
  for (let i = 0; i < start.length; i += 1) {
    const span = (end[i] ?? 0) - (start[i] ?? 0);
    if (span > maxSpan) maxSpan = span;
  }
  const coverage = unionSorted(start, end);
  return { key, start, end, ids, maxSpan, coverage, gaps: new Float64Array(), gapMs: 0 };
}

/** Markers sorted by time, in typed arrays. */
export function markersOf(markers: MarkerColumns): TraceMarkers {
  const origin = markers.origin ?? 0;
  const n = markers.time.length;
  const order = orderOf(markers.time) ?? Uint32Array.from({ length: n }, (_, i) => i);
  return {
    time: Float64Array.from(order, (i) => origin + (markers.time[i] ?? 0)),
    ids: Float64Array.from(order, (i) => markers.id[i] ?? 0),
    labels: Array.from(order, (i) => markers.label[i] ?? null),
  };
}

/** Lanes given their gaps: where a lane recorded nothing while another lane did. */
function withGaps(lanes: TraceLane[]): TraceLane[] {
  for (const lane of lanes) {
    const others = unionOf(lanes.filter((other) => other !== lane).map((other) => other.coverage));
    lane.gaps = subtract(others, lane.coverage, MIN_GAP_MS);
    lane.gapMs = spanTotal(lane.gaps);
  }
  return lanes;
}

/** The chart's model from columns keyed by port index: lanes in natural order, gaps counted. */
export function traceModelOfColumns(spans: PortColumns, markers: MarkerColumns): TraceModel {
  return {
    lanes: withGaps(lanesOf(spans)),
    markers: markersOf(markers),
    count: spans.port.length,
  };
}

/**
 * The chart's model from spans already split into lanes and sorted (one lane per key): lanes in
 * natural order, gaps counted, without copying the spans.
 */
export function traceModelOfLanes(lanes: readonly LaneSpans[], markers: MarkerColumns): TraceModel {
  const collator = new Intl.Collator('en', { numeric: true });
  const sorted = lanes
    .filter((lane) => lane.start.length > 0)
    .sort((a, b) => collator.compare(a.key, b.key));
  return {
    lanes: withGaps(sorted.map(laneOf)),
    markers: markersOf(markers),
    count: lanes.reduce((sum, lane) => sum + lane.start.length, 0),
  };
}

/** The chart's model: one lane per key in natural order (CAN2 before CAN10), gaps counted per lane. */
export function buildTraceModel(spans: SpanColumns, markers: MarkerColumns): TraceModel {
  const ports: string[] = [];
  const indexOf = new Map<string, number>();
  const port = new Int32Array(spans.lane.length);
  spans.lane.forEach((key, i) => {
    let index = indexOf.get(key);
    if (index === undefined) {
      index = ports.push(key) - 1;
      indexOf.set(key, index);
    }
    port[i] = index;
  });
  return traceModelOfColumns(
    { ports, port, start: spans.start, end: spans.end, id: spans.id },
    markers,
  );
}

/** The buffers of a model, to hand it from a worker without copying. */
export const modelBuffers = (model: TraceModel): ArrayBuffer[] => [
  ...model.lanes.flatMap((lane) =>
    [lane.start, lane.end, lane.ids, lane.coverage, lane.gaps].map((a) => a.buffer as ArrayBuffer),
  ),
  model.markers.time.buffer as ArrayBuffer,
  model.markers.ids.buffer as ArrayBuffer,
];

/** The files a window covers: how many, and their ids while there are few enough to list. */
export interface FilesInWindow {
  count: number;
  /** The ids, lane by lane in order of start; null when there are more than the limit asked for. */
  ids: readonly number[] | null;
}

/**
 * Where a lane's spans overlapping [from, to] lie: those starting before `from` sit in
 * [reach, first) and overlap when they end at or after `from`; every span in [first, last) does.
 */
function laneWindow(lane: TraceLane, from: number, to: number) {
  const first = lowerBound(lane.start, from);
  return {
    reach: lowerBound(lane.start, from - lane.maxSpan),
    first,
    last: Math.max(first, upperBound(lane.start, to)),
  };
}

/**
 * The files of every lane overlapping [from, to], found by binary search: counting them reads only
 * the spans that start within one longest span before the window, and the ids are listed only when
 * there are at most `limit`, so a window over a million files costs no more than a small one.
 */
export function filesIn(model: TraceModel, from: number, to: number, limit: number): FilesInWindow {
  const windows = model.lanes.map((lane) => laneWindow(lane, from, to));
  let count = 0;
  model.lanes.forEach((lane, index) => {
    const { reach, first, last } = windows[index] ?? { reach: 0, first: 0, last: 0 };
    count += last - first;
    for (let i = reach; i < first; i += 1) if ((lane.end[i] ?? 0) >= from) count += 1;
  });
  if (count > limit) return { count, ids: null };
  const ids: number[] = [];
  model.lanes.forEach((lane, index) => {
    const { reach, last } = windows[index] ?? { reach: 0, last: 0 };
    for (let i = reach; i < last; i += 1) {
      if ((lane.end[i] ?? 0) >= from) ids.push(lane.ids[i] ?? 0);
    }
  });
  return { count, ids };
}
