import { formatNumber } from '@/lib/format';

const day = new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric' });
const dayLong = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const hour = new Intl.DateTimeFormat('zh-CN', {
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const hourLong = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const compact = new Intl.NumberFormat('zh-CN', { notation: 'compact', maximumFractionDigits: 1 });

const safe = (format: Intl.DateTimeFormat, ms: number) =>
  Number.isFinite(ms) ? format.format(ms) : '—';

/** Axis label of a time: month and day per day, day and hh:mm per hour (zh-CN). */
export const formatTick = (ms: number, interval: 'hour' | 'day'): string =>
  safe(interval === 'day' ? day : hour, ms);

/** Tooltip heading of a time, with the year. */
export const formatTooltipTime = (ms: number, interval: 'hour' | 'day'): string =>
  safe(interval === 'day' ? dayLong : hourLong, ms);

export const formatValue = (value: number): string => formatNumber(value);

/** Short axis numbers (zh-CN compact notation) so long values never push the plot aside. */
export const formatAxisValue = (value: number): string =>
  Number.isFinite(value) ? compact.format(value) : '';
