import type { DataTraceQuery } from '@/api/generated/model';
import { chartWindow, roundToHours, type TimeRange } from '@/lib/chart-window';
import { formatDateText, parseDateText, rangeProblem } from '@/lib/date-text';
import { formatIsoOffset } from '@/lib/format';

/** The screen's URL search, as the route validates it. */
export interface TestingCheckSearch {
  /** `yyyy-MM-dd HH:mm:ss`, as the fields show it. */
  startTime?: string;
  endTime?: string;
  vin?: string;
  portType?: string;
  /** The brushed window and the cursor, `yyyy-MM-dd HH:mm:ss` too, so a link opens the moment. */
  brushStart?: string;
  brushEnd?: string;
  cursor?: string;
}

/** The search fields of the trace query itself (what the query form edits). */
export const queryOf = ({ startTime, endTime, vin, portType }: TestingCheckSearch) => ({
  startTime,
  endTime,
  vin,
  portType,
});

/** A moment as the backend takes it: ISO 8601 with the local offset. */
export const toApiTime = (date: Date): string => formatIsoOffset(date);

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const isVin = (text: string): boolean => VIN.test(text);

/** The day's default window (spec): 01:00:00 to 23:59:59. */
export const defaultRange = (now: Date = new Date()): TimeRange => chartWindow(now);

export interface TraceRequest {
  body: DataTraceQuery | null;
  /** The chart's range: the query's, rounded to whole hours. */
  bounds: TimeRange | null;
  /** The range's problem in the spec's words, or the VIN's. */
  problem: string | null;
  range: { start: Date | null; end: Date | null };
}

/** What the URL asks for: the call's body when every field reads, otherwise the first problem. */
export function traceRequest(search: TestingCheckSearch, now: Date = new Date()): TraceRequest {
  const fallback = defaultRange(now);
  const start =
    search.startTime === undefined ? fallback.start : parseDateText('datetime', search.startTime);
  const end =
    search.endTime === undefined ? fallback.end : parseDateText('datetime', search.endTime);
  const range = { start, end };
  const problem = rangeProblem(start, end);
  if (problem || !start || !end) return { body: null, bounds: null, problem, range };
  if (!search.vin) return { body: null, bounds: null, problem: null, range };
  const body: DataTraceQuery = {
    startTime: toApiTime(start),
    endTime: toApiTime(end),
    vin: search.vin,
  };
  if (search.portType) body.portType = search.portType;
  return { body, bounds: roundToHours({ start, end }), problem: null, range };
}

/** A moment as the URL and the data-cut link write it. */
export const urlTime = (value: Date): string => formatDateText('datetime', value);

export interface TimeAxisSearch {
  brush: { from: number; to: number } | null;
  cursor: number | null;
}

const momentOf = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  const date = parseDateText('datetime', text);
  return date ? date.getTime() : null;
};

/**
 * The brushed window and the cursor the URL holds, each only when it reads and lies inside the
 * chart's range (a brush also needs its start before its end); otherwise absent.
 */
export function timeAxisOf(
  search: TestingCheckSearch,
  bounds: { from: number; to: number } | null,
): TimeAxisSearch {
  if (!bounds) return { brush: null, cursor: null };
  const inside = (t: number | null): t is number =>
    t !== null && t >= bounds.from && t <= bounds.to;
  const from = momentOf(search.brushStart);
  const to = momentOf(search.brushEnd);
  const cursor = momentOf(search.cursor);
  return {
    brush: inside(from) && inside(to) && from < to ? { from, to } : null,
    cursor: inside(cursor) ? cursor : null,
  };
}

/** The URL fields of a brush (absent for none). */
export const brushSearch = (brush: { from: number; to: number } | null) => ({
  brushStart: brush ? urlTime(new Date(brush.from)) : undefined,
  brushEnd: brush ? urlTime(new Date(brush.to)) : undefined,
});

/** The URL field of the cursor (absent for none). */
export const cursorSearch = (cursor: number | null) => ({
  cursor: cursor === null ? undefined : urlTime(new Date(cursor)),
});
