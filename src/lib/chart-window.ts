/** A span of time, both ends inclusive. */
export interface TimeRange {
  start: Date;
  end: Date;
}

const HOUR_MS = 3_600_000;

const at = (day: Date, h: number, m: number, s: number): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, s, 0);

/** Default window of a chart over time (spec): 01:00:00 to 23:59:59 of the first and last day. */
export const chartWindow = (first: Date, last: Date = first): TimeRange => ({
  start: at(first, 1, 0, 0),
  end: at(last, 23, 59, 59),
});

/**
 * A chart's range in whole hours (spec): the start goes back to the top of its hour, the end
 * forward to the last second before the next full hour (10:20 to 10:59:59; 11:00:00 stays the end
 * of 10:59:59). The range never collapses: an end at or before the start becomes the end of the
 * start's hour.
 */
export function roundToHours({ start, end }: TimeRange): TimeRange {
  const from = new Date(start);
  from.setMinutes(0, 0, 0);
  const to = new Date(Math.ceil(end.getTime() / 1000) * 1000);
  if (to.getMinutes() !== 0 || to.getSeconds() !== 0) {
    to.setMinutes(0, 0, 0);
    to.setTime(to.getTime() + HOUR_MS);
  }
  to.setTime(to.getTime() - 1000);
  return to <= from
    ? { start: from, end: new Date(from.getTime() + HOUR_MS - 1000) }
    : { start: from, end: to };
}
