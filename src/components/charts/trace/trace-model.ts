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

/** Spans in columns (times in ms), as the decoder reads them off an answer. */
export interface SpanColumns {
  lane: string[];
  start: ArrayLike<number>;
  end: ArrayLike<number>;
  id: ArrayLike<number>;
}

export interface MarkerColumns {
  time: ArrayLike<number>;
  id: ArrayLike<number>;
  label: (string | null)[];
}

const byLane = (spans: SpanColumns): Map<string, number[]> => {
  const lanes = new Map<string, number[]>();
  for (let i = 0; i < spans.lane.length; i += 1) {
    const key = spans.lane[i] ?? '';
    const list = lanes.get(key);
    if (list) list.push(i);
    else lanes.set(key, [i]);
  }
  return lanes;
};

const laneOf = (key: string, rows: number[], spans: SpanColumns): TraceLane => {
  rows.sort((a, b) => (spans.start[a] ?? 0) - (spans.start[b] ?? 0));
  const start = new Float64Array(rows.length);
  const end = new Float64Array(rows.length);
  const ids = new Float64Array(rows.length);
  let maxSpan = 0;
  rows.forEach((row, i) => {
    start[i] = spans.start[row] ?? 0;
    end[i] = Math.max(start[i] ?? 0, spans.end[row] ?? 0);
    ids[i] = spans.id[row] ?? 0;
    maxSpan = Math.max(maxSpan, (end[i] ?? 0) - (start[i] ?? 0));
  });
  const coverage = unionSorted(start, end);
  return { key, start, end, ids, maxSpan, coverage, gaps: new Float64Array(), gapMs: 0 };
};

/** The chart's model: one lane per key in natural order (CAN2 before CAN10), gaps counted per lane. */
export function buildTraceModel(spans: SpanColumns, markers: MarkerColumns): TraceModel {
  const collator = new Intl.Collator('en', { numeric: true });
  const lanes = [...byLane(spans)]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([key, rows]) => laneOf(key, rows, spans));
  for (const lane of lanes) {
    const others = unionOf(lanes.filter((other) => other !== lane).map((other) => other.coverage));
    lane.gaps = subtract(others, lane.coverage, MIN_GAP_MS);
    lane.gapMs = spanTotal(lane.gaps);
  }
  const order = Array.from({ length: markers.time.length }, (_, i) => i).sort(
    (a, b) => (markers.time[a] ?? 0) - (markers.time[b] ?? 0),
  );
  return {
    lanes,
    markers: {
      time: Float64Array.from(order, (i) => markers.time[i] ?? 0),
      ids: Float64Array.from(order, (i) => markers.id[i] ?? 0),
      labels: order.map((i) => markers.label[i] ?? null),
    },
    count: spans.lane.length,
  };
}

/** The buffers of a model, to hand it from a worker without copying. */
export const modelBuffers = (model: TraceModel): ArrayBuffer[] => [
  ...model.lanes.flatMap((lane) =>
    [lane.start, lane.end, lane.ids, lane.coverage, lane.gaps].map((a) => a.buffer as ArrayBuffer),
  ),
  model.markers.time.buffer as ArrayBuffer,
  model.markers.ids.buffer as ArrayBuffer,
];

/** The ids of spans of the given lanes that overlap [from, to]. */
export function spansIn(
  model: TraceModel,
  keys: readonly string[] | null,
  from: number,
  to: number,
): number[] {
  const ids: number[] = [];
  for (const lane of model.lanes) {
    if (keys && !keys.includes(lane.key)) continue;
    for (let i = 0; i < lane.start.length; i += 1) {
      if ((lane.start[i] ?? 0) > to) break;
      if ((lane.end[i] ?? 0) >= from) ids.push(lane.ids[i] ?? 0);
    }
  }
  return ids;
}
