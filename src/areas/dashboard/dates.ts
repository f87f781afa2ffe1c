import { format } from 'date-fns';

import { chartWindow, type TimeRange } from '@/lib/chart-window';

// The chart window and hour rounding are the spec's rule for every chart over time.
export { chartWindow, roundToHours, type TimeRange } from '@/lib/chart-window';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** How a moment is written in the URL: local wall-clock time, the datetime-local input's format. */
const URL_TIME = "yyyy-MM-dd'T'HH:mm:ss";

/** The current month as YYYY-MM (the default of every month filter). */
export const currentMonth = (now: Date = new Date()): string => format(now, 'yyyy-MM');

/** A YYYY-MM string from the URL, or undefined when it is not a real month. */
export const parseMonth = (value: string | undefined): string | undefined =>
  value !== undefined && MONTH.test(value) ? value : undefined;

const at = (day: Date, h: number, m: number, s: number): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, s, 0);

/** Default day: today 00:00:00 to 23:59:59. */
export const dayRange = (now: Date = new Date()): TimeRange => ({
  start: at(now, 0, 0, 0),
  end: at(now, 23, 59, 59),
});

/** Monday of the week of `day` (weeks start on Monday in zh-CN). */
const mondayOf = (day: Date): Date => {
  const monday = at(day, 0, 0, 0);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
};

/** The timeline's default window for its granularity: today, this week or this month. */
export function timelineWindow(type: 'day' | 'week' | 'month', now: Date = new Date()): TimeRange {
  if (type === 'day') return chartWindow(now);
  if (type === 'week') {
    const monday = mondayOf(now);
    return chartWindow(
      monday,
      new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6),
    );
  }
  return chartWindow(
    new Date(now.getFullYear(), now.getMonth(), 1),
    new Date(now.getFullYear(), now.getMonth() + 1, 0),
  );
}

/** A moment as the URL keeps it. */
export const toUrlTime = (date: Date): string => format(date, URL_TIME);

const URL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A moment from the URL (seconds optional), or undefined when it is not a real moment. */
export function parseUrlTime(value: string | undefined): Date | undefined {
  const match = value === undefined ? null : URL_MOMENT.exec(value);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const date = new Date(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  // Reject rolled-over values such as 02-30 or 25:00 instead of reading them as another day.
  const real =
    date.getFullYear() === y &&
    date.getMonth() === (mo ?? 1) - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === s;
  return real ? date : undefined;
}

/** A range from the URL; either end missing or invalid, or the end not after the start, gives `fallback`. */
export function rangeFromUrl(
  start: string | undefined,
  end: string | undefined,
  fallback: TimeRange,
): TimeRange {
  const from = parseUrlTime(start);
  const to = parseUrlTime(end);
  return from && to && to > from ? { start: from, end: to } : fallback;
}

/** A moment as the backend wants it: ISO 8601 with the local offset (2026-11-20T00:00:00+08:00). */
export const toApiTime = (date: Date): string => format(date, "yyyy-MM-dd'T'HH:mm:ssxxx");

/** Every day of a YYYY-MM month, as local midnights. */
export function daysOfMonth(month: string): Date[] {
  const match = MONTH.exec(month);
  if (!match) return [];
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const count = new Date(year, index + 1, 0).getDate();
  return Array.from({ length: count }, (_, i) => new Date(year, index, i + 1));
}
