import { formatDate } from '@/lib/format';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as a local midnight, or null when it is not a real day. */
export function dayToDate(day: string | undefined): Date | null {
  const match = day === undefined ? null : DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? date
    : null;
}

/** A picked date as the contract's YYYY-MM-DD (local day), or undefined for none. */
export const dateToDay = (date: Date | null): string | undefined =>
  date ? formatDate(date) : undefined;
