import '@/api/zod-config';

import { decodeAnswer } from '@/api/decode-off-thread';
import type { DataTraceColumns, DataTraceList } from '@/api/generated/model';
import {
  GetDataTraceListResponse,
  getDataTraceListResponseTwoDataTwoTraceEndItemMax as OFFSET_MAX,
  getDataTraceListResponseTwoDataTwoTraceEndItemMin as OFFSET_MIN,
  getDataTraceListResponseTwoDataTwoTraceFileIdItemMax as ID_MAX,
  getDataTraceListResponseTwoDataTwoTracePortItemMax as PORT_MAX,
} from '@/api/generated/zod/data-manager/data-manager.zod';
import type { DecodedJson } from '@/api/http-client';
import {
  buildTraceModel,
  type TraceModel,
  traceModelOfColumns,
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
  const m = markers.id.length;
  for (const name of ['time', 'ruleName'] as const) {
    if (markers[name].length !== m)
      return `data.marker_rcds.${name}: ${markers[name].length} values, ${m} ids`;
  }
  return null;
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

const isColumnar = (data: DataTraceList | DataTraceColumns): data is DataTraceColumns =>
  'ports' in data;

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
const ENTRY_COLUMNS = {
  port: [0, PORT_MAX],
  start: [OFFSET_MIN, OFFSET_MAX],
  end: [OFFSET_MIN, OFFSET_MAX],
  fileId: [1, ID_MAX],
} as const;

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
 * The contract's schema of the answer, with the columnar answer's entry columns (a million values
 * each) checked against their ranges in one plain loop each: the generated schema checks the rest.
 */
export const traceAnswerSchema = {
  safeParse(value: unknown): Checked {
    const data = isRecord(value) ? value.data : undefined;
    const trace = isRecord(data) ? data.trace : undefined;
    if (!isRecord(value) || !isRecord(data) || !isRecord(trace) || !('ports' in data)) {
      return GetDataTraceListResponse.safeParse(value);
    }
    const columns = Object.keys(ENTRY_COLUMNS) as (keyof typeof ENTRY_COLUMNS)[];
    for (const name of columns) {
      const issue = columnIssue(name, trace[name], ENTRY_COLUMNS[name]);
      if (issue) return { success: false, error: { issues: [issue] } };
    }
    const empty = Object.fromEntries(columns.map((name) => [name, []]));
    const rest = GetDataTraceListResponse.safeParse({
      ...value,
      data: { ...data, trace: { ...trace, ...empty } },
    });
    if (!rest.success || !('ports' in rest.data.data)) return rest;
    const checked = trace as unknown as DataTraceColumns['trace'];
    return { success: true, data: { ...rest.data, data: { ...rest.data.data, trace: checked } } };
  },
};

/**
 * The answer's text parsed and checked against the contract's schema, as the HTTP client checks
 * every answer, then turned into the chart's model, from either layout. Runs in the worker for
 * large answers.
 */
export const decodeTraceAnswer = (text: string): DecodedJson => {
  const decoded = decodeAnswer(text, traceAnswerSchema);
  if (decoded.kind !== 'valid') return decoded;
  const { msg, data } = decoded.value;
  if (!isColumnar(data))
    return { kind: 'valid', value: { code: 0, msg, data: traceModelOf(data) } };
  const problem = columnsProblem(data);
  if (problem) return { kind: 'invalid', detail: problem };
  return { kind: 'valid', value: { code: 0, msg, data: traceModelOfColumnar(data) } };
};
