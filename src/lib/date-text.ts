import { addDays, endOfDay, endOfMonth, startOfDay, startOfMonth, subMonths } from 'date-fns';

import { formatDate, formatDateTime, formatMonth } from '@/lib/format';
import { messages } from '@/strings/common';

/** What a date field holds: a day, a month, or a day with its time to the second. */
export type DateKind = 'date' | 'month' | 'datetime';

/** The one typed form of each kind, the spec's `yyyy-MM-dd HH:mm:ss` for a time. */
export const DATE_FORMATS: Record<DateKind, string> = {
  date: 'yyyy-MM-dd',
  month: 'yyyy-MM',
  datetime: 'yyyy-MM-dd HH:mm:ss',
};

/** The text a field shows for a value. */
export const formatDateText = (kind: DateKind, value: Date | null): string =>
  value ? { date: formatDate, month: formatMonth, datetime: formatDateTime }[kind](value) : '';

/**
 * Reads what a user typed: the field's format, with single-digit parts (2026-1-5 9:05:00), `/` or
 * `.` between the date parts, a `T` before the time, and a time without seconds accepted. Only a
 * real calendar date is taken (2026-02-30 is not). Returns null for anything else.
 */
export const parseDateText = (kind: DateKind, text: string): Date | null => {
  const typed = text.trim();
  const pattern = {
    month: /^(\d{4})[-/.](\d{1,2})$/,
    date: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/,
    datetime: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/,
  }[kind];
  const parts = pattern.exec(typed);
  if (!parts) return null;
  const [, year = '', month = '', day = '01', hours = '00', minutes = '00', seconds = '00'] = parts;
  const y = Number(year);
  const M = Number(month);
  const d = Number(day);
  const h = Number(hours);
  const m = Number(minutes);
  const s = Number(seconds);
  const daysInMonth = new Date(new Date(0).setUTCFullYear(y, M, 0)).getUTCDate();
  // Nothing rolls over: an impossible date or time (or the year 0000) reads as nothing.
  if (y < 1 || M < 1 || M > 12 || d < 1 || d > daysInMonth || h > 23 || m > 59 || s > 59)
    return null;
  const value = new Date(0);
  value.setFullYear(y, M - 1, d);
  value.setHours(h, m, s, 0);
  return value;
};

/** A range's problem in the spec's wording, or null when both ends are set and start < end. */
export const rangeProblem = (start: Date | null, end: Date | null): string | null => {
  if (!start || !end) return messages.missingTime;
  return start.getTime() < end.getTime() ? null : messages.startBeforeEnd;
};

export type RangePresetId = 'today' | 'yesterday' | 'last7Days' | 'thisMonth' | 'lastMonth';

export interface DateRange {
  start: Date;
  end: Date;
}

/** The range of each preset on the day `now` falls on, from 00:00:00 to 23:59:59. */
export const presetRange = (id: RangePresetId, now: Date = new Date()): DateRange => {
  switch (id) {
    case 'today':
      return { start: startOfDay(now), end: endOfDay(now) };
    case 'yesterday': {
      const day = addDays(now, -1);
      return { start: startOfDay(day), end: endOfDay(day) };
    }
    case 'last7Days':
      return { start: startOfDay(addDays(now, -6)), end: endOfDay(now) };
    case 'thisMonth':
      return { start: startOfMonth(now), end: endOfMonth(now) };
    case 'lastMonth': {
      const month = subMonths(now, 1);
      return { start: startOfMonth(month), end: endOfMonth(month) };
    }
  }
};

/** endOfDay() ends at .999; the fields work to the second. */
export const toWholeSecond = (value: Date): Date =>
  new Date(Math.floor(value.getTime() / 1000) * 1000);
