import { format } from 'date-fns';

import type { DataTraceQuery } from '@/api/generated/model';
import { chartWindow, roundToHours, type TimeRange } from '@/lib/chart-window';
import { formatDateText, parseDateText, rangeProblem } from '@/lib/date-text';

/** The screen's URL search, as the route validates it. */
export interface TestingCheckSearch {
  /** `yyyy-MM-dd HH:mm:ss`, as the fields show it. */
  startTime?: string;
  endTime?: string;
  vin?: string;
  portType?: string;
}

/** A moment as the backend takes it: ISO 8601 with the local offset. */
const toApiTime = (date: Date): string => format(date, "yyyy-MM-dd'T'HH:mm:ssxxx");

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
