import { decimalParts, formatNumber, joinDecimal, withoutNegativeZero } from '@/lib/format';

import { chartStrings as s } from './strings';

// Dates and compact numbers are written here the way zh-CN Intl formats write them (the tests
// compare the two), without Intl: the browser takes tens of ms to set up each of its date and
// number formats, which would land in the render of the first chart on screen.

const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}`;

const safe = (ms: number, write: (date: Date) => string): string => {
  const date = new Date(ms);
  return Number.isFinite(date.getTime()) ? write(date) : '—';
};

/** Axis label of a time: month and day per day, day and hh:mm per hour (zh-CN). */
export const formatTick = (ms: number, interval: 'hour' | 'day'): string =>
  safe(ms, (d) =>
    interval === 'day'
      ? s.monthDay(d.getMonth() + 1, d.getDate())
      : s.dayTime(d.getDate(), hhmm(d)),
  );

/** Tooltip heading of a time, with the year. */
export const formatTooltipTime = (ms: number, interval: 'hour' | 'day'): string =>
  safe(ms, (d) => {
    const date = s.fullDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
    return interval === 'day' ? `${date}${s.weekdays[d.getDay()] ?? ''}` : `${date} ${hhmm(d)}`;
  });

export const formatValue = (value: number): string => formatNumber(value);

// For the exponent forms only (below 1e-6, from 1e21), set up the first time one shows.
let compact: Intl.NumberFormat | undefined;
const compactIntl = (value: number): string =>
  (compact ??= new Intl.NumberFormat('zh-CN', {
    notation: 'compact',
    maximumFractionDigits: 1,
  })).format(value);

/** Short axis numbers (zh-CN compact notation, in units of 10^4, 10^8, 10^12) so long values never push the plot aside. */
export const formatAxisValue = (value: number): string => {
  if (!Number.isFinite(value)) return '';
  const units = s.compactUnits;
  const shiftOf = (index: number) => (index < 0 ? 0 : (units[index]?.[0] ?? 0));
  let index = units.findIndex(([power]) => Math.abs(value) >= 10 ** power);
  let parts = decimalParts(value, 1, shiftOf(index));
  // Rounding can reach the next unit: 9,999.96 × 10^4 is written as 1 × 10^8.
  if (parts && parts.int.length > 4 && index !== 0) {
    index = index < 0 ? units.length - 1 : index - 1;
    parts = decimalParts(value, 1, shiftOf(index));
  }
  if (!parts) return withoutNegativeZero(compactIntl(value));
  return `${joinDecimal(value, parts, 5)}${index < 0 ? '' : (units[index]?.[1] ?? '')}`;
};
