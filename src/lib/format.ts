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

/**
 * |value| ÷ 10^shift with at most `digits` decimals, as Intl.NumberFormat rounds (halves away from
 * zero, on the shortest decimal form of the number), trailing zeros dropped; null for the exponent
 * forms (below 1e-6, from 1e21), which are rare enough to leave to Intl.
 */
export const decimalParts = (
  value: number,
  digits: number,
  shift = 0,
): { int: string; frac: string } | null => {
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  let [whole = '0', fraction = ''] = shortest.split('.');
  if (shift > 0) {
    const padded = whole.padStart(shift + 1, '0');
    fraction = padded.slice(-shift) + fraction;
    whole = padded.slice(0, -shift);
  }
  let int = whole;
  let frac = fraction;
  if (fraction.length > digits) {
    const up = (fraction.codePointAt(digits) ?? 0) >= 53; // the next digit is 5 or more
    const scaled = (BigInt(whole + fraction.slice(0, digits)) + (up ? 1n : 0n))
      .toString()
      .padStart(digits + 1, '0');
    int = scaled.slice(0, scaled.length - digits);
    frac = scaled.slice(scaled.length - digits);
  }
  return { int: int.replace(/^0+(?=\d)/, ''), frac: frac.replace(/0+$/, '') };
};

/** An Intl result without the sign Intl keeps on a negative that rounds to zero ("-0"). */
export const withoutNegativeZero = (text: string): string => text.replace(/^-0$/, '0');

/**
 * `parts` of `value` written out: its sign (none when they round to zero), the whole part in groups
 * of three with a comma from `groupFrom` digits on (Intl's minimum grouping), then the decimals.
 */
export const joinDecimal = (
  value: number,
  parts: { int: string; frac: string },
  groupFrom = 4,
): string => {
  const sign = value < 0 && /[1-9]/.test(parts.int + parts.frac) ? '-' : '';
  const int =
    parts.int.length < groupFrom ? parts.int : parts.int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return parts.frac ? `${sign}${int}.${parts.frac}` : `${sign}${int}`;
};

/**
 * What Intl.NumberFormat('zh-CN', { maximumFractionDigits }) writes, without it: the browser takes
 * tens of ms to set up its first number format, which would land in the render of the first figures
 * on screen.
 */
const grouped = (value: number, digits: number): string => {
  const parts = decimalParts(value, digits);
  return parts
    ? joinDecimal(value, parts)
    : withoutNegativeZero(numberFormat(digits).format(value));
};

/** zh-CN grouping, at most `digits` decimals; anything not a finite number shows a dash. */
export function formatNumber(value: unknown, digits = 2): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? grouped(value, Math.max(0, Math.trunc(digits)))
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
