import {
  currentMonth,
  dayRange,
  parseMonth,
  rangeFromUrl,
  roundToHours,
  timelineWindow,
  type TimeRange,
} from './dates';

export type TimelineType = 'day' | 'week' | 'month';

/** The board's URL search, as the route validates it (every field optional). */
export interface DashboardSearch {
  tag?: number;
  fleets?: number[];
  reportMonth?: string;
  projectStart?: string;
  projectEnd?: string;
  projectPage?: number;
  gpsCars?: number[];
  gpsStart?: string;
  gpsEnd?: string;
  heatmapMonth?: string;
  timelineType?: TimelineType;
  timelineStart?: string;
  timelineEnd?: string;
  timelinePage?: number;
  timelineCars?: number[];
  mileageMonth?: string;
  mileageCars?: number[];
  hoursMonth?: string;
  hoursCars?: number[];
}

/** Global filters: changing one reloads every card. */
export interface GlobalFilters {
  tag: number | undefined;
  fleets: number[];
}

export interface DashboardFilters extends GlobalFilters {
  reportMonth: string;
  project: { range: TimeRange; page: number };
  gps: { cars: number[]; range: TimeRange };
  heatmapMonth: string;
  timeline: { type: TimelineType; range: TimeRange; page: number; cars: number[] };
  mileage: { month: string; cars: number[] };
  hours: { month: string; cars: number[] };
}

/**
 * The filters in force: the URL's values where valid, the spec's defaults otherwise (current month;
 * today 00:00:00 to 23:59:59 for lists and the GPS path; for the timeline chart the chart window
 * 01:00:00 to 23:59:59, its range in whole hours). `now` is fixed per visit so defaults stay put.
 */
export function resolveFilters(search: DashboardSearch, now: Date): DashboardFilters {
  const month = currentMonth(now);
  const today = dayRange(now);
  const timelineType = search.timelineType ?? 'day';
  return {
    tag: search.tag,
    fleets: search.fleets ?? [],
    reportMonth: parseMonth(search.reportMonth) ?? month,
    project: {
      range: rangeFromUrl(search.projectStart, search.projectEnd, today),
      page: search.projectPage ?? 1,
    },
    gps: {
      cars: search.gpsCars ?? [],
      range: rangeFromUrl(search.gpsStart, search.gpsEnd, today),
    },
    heatmapMonth: parseMonth(search.heatmapMonth) ?? month,
    timeline: {
      type: timelineType,
      range: roundToHours(
        rangeFromUrl(search.timelineStart, search.timelineEnd, timelineWindow(timelineType, now)),
      ),
      page: search.timelinePage ?? 1,
      cars: search.timelineCars ?? [],
    },
    mileage: { month: parseMonth(search.mileageMonth) ?? month, cars: search.mileageCars ?? [] },
    hours: { month: parseMonth(search.hoursMonth) ?? month, cars: search.hoursCars ?? [] },
  };
}
