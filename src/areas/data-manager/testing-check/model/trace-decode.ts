import '@/api/zod-config';

import { decodeAnswer } from '@/api/decode-off-thread';
import type {
  DataTraceColumns,
  DataTraceList,
  DataTraceMarkerColumns,
  DataTraceSteps,
} from '@/api/generated/model';
import {
  GetDataTraceListResponse,
  getDataTraceListResponseTwoDataThreeTraceCountItemMax as COUNT_MAX,
  getDataTraceListResponseTwoDataThreeTraceCountItemMin as COUNT_MIN,
  getDataTraceListResponseTwoDataThreeTraceDurationItemMax as DURATION_MAX,
  getDataTraceListResponseTwoDataThreeTraceDurationItemMin as DURATION_MIN,
  getDataTraceListResponseTwoDataThreeTraceFileIdStepItemMax as ID_STEP_MAX,
  getDataTraceListResponseTwoDataThreeTraceFileIdStepItemMin as ID_STEP_MIN,
  getDataTraceListResponseTwoDataThreeTraceStartStepItemMax as STEP_MAX,
  getDataTraceListResponseTwoDataThreeTraceStartStepItemMin as STEP_MIN,
  getDataTraceListResponseTwoDataTwoTraceEndItemMax as OFFSET_MAX,
  getDataTraceListResponseTwoDataTwoTraceEndItemMin as OFFSET_MIN,
  getDataTraceListResponseTwoDataTwoTraceFileIdItemMax as ID_MAX,
  getDataTraceListResponseTwoDataTwoTracePortItemMax as PORT_MAX,
} from '@/api/generated/zod/data-manager/data-manager.zod';
import type { DecodedJson } from '@/api/http-client';
import {
  buildTraceModel,
  type LaneSpans,
  type TraceModel,
  traceModelOfColumns,
  traceModelOfLanes,
} from '@/components/charts/trace/trace-model';
import { isRecord } from '@/lib/is-record';

const digit = (text: string, at: number): number => {
  const d = text.charCodeAt(at) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
};
const two = (text: string, at: number): number => digit(text, at) * 10 + digit(text, at + 1);

/**
 * A contract DateTime in ms: `YYYY-MM-DDTHH:mm:ss` with an optional fraction and a `Z` or `+HH:MM`
 * offset read digit by digit (several times faster than Date.parse over a million entries), any
 * other form by Date.parse.
 */
export function dateTimeMs(text: string): number {
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(10) !== 84) return Date.parse(text);
  let at = 19;
  let fraction = 0;
  if (text.charCodeAt(at) === 46) {
    let scale = 100;
    for (at += 1; digit(text, at) >= 0; at += 1) {
      fraction += digit(text, at) * scale;
      scale /= 10;
    }
  }
  let offset = NaN;
  const sign = text.charCodeAt(at);
  if (text.length === at + 1 && (sign === 90 || sign === 122)) offset = 0;
  else if (
    text.length === at + 6 &&
    (sign === 43 || sign === 45) &&
    text.charCodeAt(at + 3) === 58
  ) {
    offset = (sign === 45 ? -1 : 1) * (two(text, at + 1) * 60 + two(text, at + 4)) * 60_000;
  }
  const ms =
    Date.UTC(
      two(text, 0) * 100 + two(text, 2),
      two(text, 5) - 1,
      two(text, 8),
      two(text, 11),
      two(text, 14),
      two(text, 17),
    ) +
    Math.floor(fraction) -
    offset;
  return Number.isNaN(ms) ? Date.parse(text) : ms;
}

/** One number per row, in a typed column (a plain loop: `from` with a map reads an iterator). */
function column<T>(rows: readonly T[], read: (row: T) => number): Float64Array {
  const out = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) out[i] = read(rows[i] as T);
  return out;
}

/** The chart's model from the row answer: times read once, lanes by port type. */
export function traceModelOf({ trace, marker_rcds: markers }: DataTraceList): TraceModel {
  return buildTraceModel(
    {
      lane: trace.map((entry) => entry.portType),
      start: column(trace, (entry) => dateTimeMs(entry.startTime)),
      end: column(trace, (entry) => dateTimeMs(entry.endTime)),
      id: column(trace, (entry) => entry.fileId),
    },
    {
      time: column(markers, (marker) => dateTimeMs(marker.timeStamp)),
      id: column(markers, (marker) => marker.id),
      label: markers.map((marker) => marker.ruleName ?? null),
    },
  );
}

/** Marker columns as long as each other; null when they are, else where they are not. */
function markersProblem(markers: DataTraceMarkerColumns) {
  const m = markers.id.length;
  for (const name of ['time', 'ruleName'] as const) {
    if (markers[name].length !== m)
      return `data.marker_rcds.${name}: ${markers[name].length} values, ${m} ids`;
  }
  return null;
}

/**
 * What the schema cannot say of a columnar answer: columns of one table as long as each other, and
 * port numbers inside `ports`. Null when it holds, else where it breaks.
 */
export function columnsProblem({ ports, trace, marker_rcds: markers }: DataTraceColumns) {
  const n = trace.port.length;
  for (const name of ['start', 'end', 'fileId'] as const) {
    if (trace[name].length !== n)
      return `data.trace.${name}: ${trace[name].length} values, ${n} ports`;
  }
  for (let i = 0; i < n; i += 1) {
    if ((trace.port[i] ?? 0) >= ports.length) return `data.trace.port.${i}: no such port`;
  }
  return markersProblem(markers);
}

/**
 * A steps answer added up into its lanes (times in ms), or where it breaks what the schema cannot
 * say: one count per port, each port once, counts adding up to the entries, columns as long as each
 * other, starts in order within a port, and every time and file id inside the contract's ranges once
 * the steps are added up.
 */
export function stepsLanes(
  { ports, trace }: DataTraceSteps,
  origin: number,
): LaneSpans[] | { problem: string } {
  const { count, startStep, duration, fileIdStep } = trace;
  if (count.length !== ports.length)
    return { problem: `data.trace.count: ${count.length} counts, ${ports.length} ports` };
  const twice = ports.find((port, i) => ports.indexOf(port) !== i);
  if (twice !== undefined) return { problem: `data.ports: ${twice} twice` };
  let n = 0;
  for (const c of count) n += c;
  for (const name of ['startStep', 'duration', 'fileIdStep'] as const) {
    if (trace[name].length !== n)
      return { problem: `data.trace.${name}: ${trace[name].length} values, ${n} counted` };
  }
  const lanes: LaneSpans[] = [];
  let row = 0;
  let fileId = 0;
  for (let group = 0; group < count.length; group += 1) {
    const size = count[group] ?? 0;
    const lane = {
      key: ports[group] ?? '',
      start: new Float64Array(size),
      end: new Float64Array(size),
      ids: new Float64Array(size),
    };
    let at = 0;
    for (let i = 0; i < size; i += 1, row += 1) {
      const step = startStep[row] ?? 0;
      if (i > 0 && step < 0) return { problem: `data.trace.startStep.${row}: below 0` };
      at = i === 0 ? step : at + step;
      const end = at + (duration[row] ?? 0);
      fileId += fileIdStep[row] ?? 0;
      if (at < OFFSET_MIN || end > OFFSET_MAX)
        return { problem: `data.trace.startStep.${row}: time out of range` };
      if (fileId < 1 || fileId > ID_MAX)
        return { problem: `data.trace.fileIdStep.${row}: file id ${fileId} out of range` };
      lane.start[i] = origin + at;
      lane.end[i] = origin + end;
      lane.ids[i] = fileId;
    }
    lanes.push(lane);
  }
  return lanes;
}

/**
 * The chart's model from the steps answer, or where it breaks: the entries come grouped by port and
 * in order of start, so they are added up straight into the lanes, with no sort and no copy.
 */
export function traceModelOfSteps(answer: DataTraceSteps): TraceModel | { problem: string } {
  const origin = dateTimeMs(answer.origin);
  const lanes = stepsLanes(answer, origin);
  if ('problem' in lanes) return lanes;
  const markers = answer.marker_rcds;
  const problem = markersProblem(markers);
  if (problem) return { problem };
  return traceModelOfLanes(lanes, {
    time: markers.time,
    id: markers.id,
    label: markers.ruleName,
    origin,
  });
}

/** The chart's model from the columnar answer: the columns become the lanes' typed arrays. */
export function traceModelOfColumnar(answer: DataTraceColumns): TraceModel {
  const origin = dateTimeMs(answer.origin);
  const { trace, marker_rcds: markers } = answer;
  return traceModelOfColumns(
    {
      ports: answer.ports,
      port: trace.port,
      start: trace.start,
      end: trace.end,
      id: trace.fileId,
      origin,
    },
    { time: markers.time, id: markers.id, label: markers.ruleName, origin },
  );
}

type TraceData = DataTraceList | DataTraceColumns | DataTraceSteps;

const isColumnar = (data: TraceData): data is DataTraceColumns =>
  'layout' in data && data.layout === 'columns';

const isSteps = (data: TraceData): data is DataTraceSteps =>
  'layout' in data && data.layout === 'steps';

/** A success answer whose data is the chart's model. */
export interface TraceAnswer {
  code: 0;
  msg: string;
  data: TraceModel;
}

type Issue = { path: PropertyKey[]; message: string };
type Checked =
  | { success: true; data: (typeof GetDataTraceListResponse)['_output'] }
  | { success: false; error: { issues: Issue[] } };

/** The integer ranges of the columnar answer's entry columns, as the contract gives them. */
const ENTRY_COLUMNS: Record<string, readonly [number, number]> = {
  port: [0, PORT_MAX],
  start: [OFFSET_MIN, OFFSET_MAX],
  end: [OFFSET_MIN, OFFSET_MAX],
  fileId: [1, ID_MAX],
};

/** The integer ranges of the steps answer's entry columns, as the contract gives them. */
const STEP_COLUMNS: Record<string, readonly [number, number]> = {
  count: [COUNT_MIN, COUNT_MAX],
  startStep: [STEP_MIN, STEP_MAX],
  duration: [DURATION_MIN, DURATION_MAX],
  fileIdStep: [ID_STEP_MIN, ID_STEP_MAX],
};

/** The first value of a column that is not an integer in [min, max], as an issue. */
function columnIssue(name: string, values: unknown, [min, max]: readonly [number, number]) {
  const path = ['data', 'trace', name];
  if (!Array.isArray(values)) return { path, message: 'expected array' };
  for (let i = 0; i < values.length; i += 1) {
    const value: unknown = values[i];
    if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
      return { path: [...path, i], message: `expected an integer in [${min}, ${max}]` };
    }
  }
  return null;
}

/**
 * The contract's schema of the answer, with the entry columns of the columnar and the steps answer
 * (a million values each) checked against their ranges in one plain loop each: the generated schema
 * checks the rest.
 */
export const traceAnswerSchema = {
  safeParse(value: unknown): Checked {
    const data = isRecord(value) ? value.data : undefined;
    const trace = isRecord(data) ? data.trace : undefined;
    const layout = isRecord(data) ? data.layout : undefined;
    if (!isRecord(value) || !isRecord(data) || !isRecord(trace) || !layout) {
      return GetDataTraceListResponse.safeParse(value);
    }
    const ranges = Object.entries(layout === 'steps' ? STEP_COLUMNS : ENTRY_COLUMNS);
    for (const [name, range] of ranges) {
      const issue = columnIssue(name, trace[name], range);
      if (issue) return { success: false, error: { issues: [issue] } };
    }
    const empty = Object.fromEntries(ranges.map(([name]) => [name, []]));
    const rest = GetDataTraceListResponse.safeParse({
      ...value,
      data: { ...data, trace: { ...trace, ...empty } },
    });
    if (!rest.success || !('layout' in rest.data.data)) return rest;
    // The columns checked above in place of the empty ones the schema was given.
    const checked = { ...rest.data.data, trace } as unknown as typeof rest.data.data;
    return { success: true, data: { ...rest.data, data: checked } };
  },
};

/**
 * The answer's text parsed and checked against the contract's schema, as the HTTP client checks
 * every answer, then turned into the chart's model, from any of its layouts. Runs in the worker for
 * large answers.
 */
export const decodeTraceAnswer = (text: string): DecodedJson => {
  const decoded = decodeAnswer(text, traceAnswerSchema);
  if (decoded.kind !== 'valid') return decoded;
  const { msg, data } = decoded.value;
  if (isSteps(data)) {
    const model = traceModelOfSteps(data);
    if ('problem' in model) return { kind: 'invalid', detail: model.problem };
    return { kind: 'valid', value: { code: 0, msg, data: model } };
  }
  if (!isColumnar(data))
    return { kind: 'valid', value: { code: 0, msg, data: traceModelOf(data) } };
  const problem = columnsProblem(data);
  if (problem) return { kind: 'invalid', detail: problem };
  return { kind: 'valid', value: { code: 0, msg, data: traceModelOfColumnar(data) } };
};
