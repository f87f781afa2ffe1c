import { keepPreviousData, useQuery } from '@tanstack/react-query';

import {
  getGetGpsTraceUrl,
  getGetMonthlyTestingReportQueryKey,
  getGetTestHourUrl,
  getGetTestMileageUrl,
  getGetTestProjectHeatmapUrl,
  getGetTestProjectTimelineUrl,
  getListTestProjectReportsQueryKey,
  getMonthlyTestingReport,
  getTestHour,
  getTestMileage,
  getTestProjectHeatmap,
  getTestProjectTimeline,
  listTestProjectReports,
} from '@/api/generated/endpoints/dashboard/dashboard';
import { getPreparedGps } from '@/components/gps/get-prepared-gps';

import type { DashboardFilters, GlobalFilters } from '../filters';
import {
  carChartBody,
  gpsTraceBody,
  heatmapBody,
  monthlyReportParams,
  projectReportParams,
  timelineBody,
} from '../search';

// Every card's key ends with the global filters, even where the call does not send them (the
// monthly report ignores fleets, the GPS path the customer tag): a global change must reload all
// seven cards, a card's own filter only that card. The read-only POSTs have no generated key
// function; their keys follow the generated shape, path first and the request second.
const scopeOf = ({ tag, fleets }: GlobalFilters) => ({ tag: tag ?? null, fleets });

export function useMonthlyReport(f: DashboardFilters) {
  const params = monthlyReportParams(f);
  return useQuery({
    queryKey: [...getGetMonthlyTestingReportQueryKey(params), scopeOf(f)],
    queryFn: ({ signal }) => getMonthlyTestingReport(params, { signal }),
    select: (answer) => answer.data,
  });
}

export function useProjectReport(f: DashboardFilters) {
  const params = projectReportParams(f);
  return useQuery({
    queryKey: [...getListTestProjectReportsQueryKey(params), scopeOf(f)],
    queryFn: ({ signal }) => listTestProjectReports(params, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useGpsTrace(f: DashboardFilters) {
  const body = gpsTraceBody(f);
  return useQuery({
    queryKey: [getGetGpsTraceUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getPreparedGps(body, signal),
    select: (answer) => answer.data,
  });
}

export function useHeatmap(f: DashboardFilters) {
  const body = heatmapBody(f);
  return useQuery({
    queryKey: [getGetTestProjectHeatmapUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestProjectHeatmap(body, { signal }),
    select: (answer) => answer.data,
  });
}

export function useTimeline(f: DashboardFilters) {
  const body = timelineBody(f);
  return useQuery({
    queryKey: [getGetTestProjectTimelineUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestProjectTimeline(body, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useMileage(f: DashboardFilters) {
  const body = carChartBody(f, f.mileage);
  return useQuery({
    queryKey: [getGetTestMileageUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestMileage(body, { signal }),
    select: (answer) => answer.data,
  });
}

export function useHours(f: DashboardFilters) {
  const body = carChartBody(f, f.hours);
  return useQuery({
    queryKey: [getGetTestHourUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestHour(body, { signal }),
    select: (answer) => answer.data,
  });
}
