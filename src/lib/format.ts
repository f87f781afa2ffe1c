import { format, isValid, parseISO } from 'date-fns';

const DASH = '—';

const numberFormats = new Map<number, Intl.NumberFormat>();
const numberFormat = (digits: number): Intl.NumberFormat => {
  let found = numberFormats.get(digits);
  if (!found) {
    found = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: digits });
    numberFormats.set(digits, found);
  }
  return found;
};

/** zh-CN grouping, at most `digits` decimals; anything not a finite number shows a dash. */
export function formatNumber(value: unknown, digits = 2): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? numberFormat(digits).format(value)
    : DASH;
}

const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  // The backend writes both ISO 8601 and "yyyy-MM-dd HH:mm:ss".
  const parsed = parseISO(value.trim().replace(' ', 'T'));
  return isValid(parsed) ? parsed : null;
};

const formatWith = (pattern: string) => (value: unknown) => {
  const date = toDate(value);
  return date ? format(date, pattern) : DASH;
};

/** yyyy-MM-dd HH:mm:ss in local time. */
export const formatDateTime = formatWith('yyyy-MM-dd HH:mm:ss');
/** yyyy-MM-dd. */
export const formatDate = formatWith('yyyy-MM-dd');
/** yyyy-MM. */
export const formatMonth = formatWith('yyyy-MM');

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Bytes in binary steps with one decimal: 1.5 MB. */
export function formatBytes(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return DASH;
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < byteUnits.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${formatNumber(size, unit === 0 ? 0 : 1)} ${byteUnits[unit]}`;
}
