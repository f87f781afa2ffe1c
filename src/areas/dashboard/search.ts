import type {
  CarChartRequest,
  GetMonthlyTestingReportParams,
  GpsTraceRequest,
  HeatmapRequest,
  ListTestProjectReportsParams,
  TimelineRequest,
} from '@/api/generated/model';

import { toApiTime } from './dates';
import type { DashboardFilters, GlobalFilters } from './filters';

/** Page sizes fixed by the spec (section 9). */
export const PROJECT_PAGE_SIZE = 20;
export const TIMELINE_PAGE_SIZE = 10;

// No customer tag means every tag the user may see: the parameter is then left out, not sent empty.
const tagOf = ({ tag }: GlobalFilters) => (tag === undefined ? {} : { user_tag_id: tag });

export const monthlyReportParams = (f: DashboardFilters): GetMonthlyTestingReportParams => ({
  data_month: f.reportMonth,
  ...tagOf(f),
});

export const projectReportParams = (f: DashboardFilters): ListTestProjectReportsParams => ({
  start_time: toApiTime(f.project.range.start),
  end_time: toApiTime(f.project.range.end),
  pageNo: f.project.page,
  pageSize: PROJECT_PAGE_SIZE,
  ...tagOf(f),
});

/**
 * Fixes asked per car: the map draws 5,000 vertices over all cars, picked from what arrives, so
 * more than this per car adds bytes and parsing but no visible detail.
 */
export const GPS_POINTS_PER_CAR = 2000;

export const gpsTraceBody = (f: DashboardFilters): GpsTraceRequest => ({
  carTeamIds: f.fleets,
  carIds: f.gps.cars,
  startTime: toApiTime(f.gps.range.start),
  endTime: toApiTime(f.gps.range.end),
  maxPoints: GPS_POINTS_PER_CAR,
});

export const heatmapBody = (f: DashboardFilters): HeatmapRequest => ({
  fleet_ids: f.fleets,
  data_month: f.heatmapMonth,
  ...tagOf(f),
});

export const timelineBody = (f: DashboardFilters): TimelineRequest => ({
  pageNo: f.timeline.page,
  pageSize: TIMELINE_PAGE_SIZE,
  car_ids: f.timeline.cars,
  fleet_ids: f.fleets,
  start_time: toApiTime(f.timeline.range.start),
  end_time: toApiTime(f.timeline.range.end),
  type: f.timeline.type,
  ...tagOf(f),
});

export const carChartBody = (
  f: DashboardFilters,
  chart: { month: string; cars: number[] },
): CarChartRequest => ({
  car_ids: chart.cars,
  fleet_ids: f.fleets,
  data_month: chart.month,
  ...tagOf(f),
});
