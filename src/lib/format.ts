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

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const ISO_TIME = /^(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?$/;
const ISO_ZONE = /^(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;

/** Midnight UTC of a day, years 0-99 included (Date.UTC takes those for 1900-1999). */
const utcDay = (year: number, monthIndex: number, day: number): number =>
  new Date(0).setUTCFullYear(year, monthIndex, day);
const daysIn = (year: number, month: number) => new Date(utcDay(year, month, 0)).getUTCDate();

/**
 * ISO 8601 in its extended form, read as date-fns' parseISO reads it (without pulling date-fns into
 * every screen that shows a date): a date alone is local midnight, a time without an offset is
 * local time, `Z` or ±hh[:mm] an offset. Null for anything else, or a date or time that does not
 * exist.
 */
export const parseIsoDate = (text: string): Date | null => {
  const at = text.indexOf('T');
  const date = ISO_DATE.exec(at < 0 ? text : text.slice(0, at));
  const rest = at < 0 ? '' : text.slice(at + 1);
  if (!date) return null;
  const year = Number(date[1]);
  const month = Number(date[2] ?? '1');
  const day = Number(date[3] ?? '1');
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  let timePart = rest;
  let zonePart: string | undefined;
  const zoneAt = timePart.search(/[Z+-]/);
  if (zoneAt >= 0) {
    zonePart = timePart.slice(zoneAt);
    timePart = timePart.slice(0, zoneAt);
  }
  let ms = 0;
  if (timePart !== '') {
    const time = ISO_TIME.exec(timePart);
    if (!time) return null;
    const hours = Number(time[1]);
    const minutes = Number(time[2] ?? '0');
    const seconds = Number(`${time[3] ?? '0'}.${time[4] ?? '0'}`);
    const valid =
      hours === 24 ? minutes === 0 && seconds === 0 : hours < 24 && minutes < 60 && seconds < 60;
    if (!valid) return null;
    ms = hours * 3_600_000 + minutes * 60_000 + seconds * 1000;
  }
  const utc = utcDay(year, month - 1, day) + ms;
  if (zonePart === undefined) {
    const fields = new Date(utc);
    const local = new Date(0);
    local.setFullYear(fields.getUTCFullYear(), fields.getUTCMonth(), fields.getUTCDate());
    local.setHours(
      fields.getUTCHours(),
      fields.getUTCMinutes(),
      fields.getUTCSeconds(),
      fields.getUTCMilliseconds(),
    );
    return local;
  }
  const zone = ISO_ZONE.exec(zonePart);
  if (!zone) return null;
  const zoneMinutes = Number(zone[3] ?? '0');
  if (zoneMinutes > 59) return null;
  const offset = (Number(zone[2] ?? '0') * 60 + zoneMinutes) * 60_000;
  return new Date(zone[1] === '-' ? utc + offset : utc - offset);
};

const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  // The backend writes both ISO 8601 and "yyyy-MM-dd HH:mm:ss".
  return parseIsoDate(value.trim().replace(' ', 'T'));
};

const two = (part: number) => String(part).padStart(2, '0');

/** The parts of date-fns' `yyyy-MM-dd HH:mm:ss` in local time (years before 1 by their era). */
const written = (date: Date) => {
  const year = date.getFullYear();
  return {
    date: `${String(year > 0 ? year : 1 - year).padStart(4, '0')}-${two(date.getMonth() + 1)}`,
    day: two(date.getDate()),
    time: `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`,
  };
};

const formatWith = (write: (parts: ReturnType<typeof written>) => string) => (value: unknown) => {
  const date = toDate(value);
  return date && !Number.isNaN(date.getTime()) ? write(written(date)) : DASH;
};

/** yyyy-MM-dd HH:mm:ss in local time. */
export const formatDateTime = formatWith((p) => `${p.date}-${p.day} ${p.time}`);
/** yyyy-MM-dd. */
export const formatDate = formatWith((p) => `${p.date}-${p.day}`);
/** yyyy-MM. */
export const formatMonth = formatWith((p) => p.date);

/**
 * A moment as the contract's date-time with the local offset, date-fns'
 * `yyyy-MM-dd'T'HH:mm:ssXXX`: 2026-11-22T08:05:09+08:00, `Z` where local time is UTC.
 */
export const formatIsoOffset = (date: Date): string => {
  const p = written(date);
  const offset = -date.getTimezoneOffset();
  const zone =
    offset === 0
      ? 'Z'
      : `${offset > 0 ? '+' : '-'}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${p.date}-${p.day}T${p.time}${zone}`;
};

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
