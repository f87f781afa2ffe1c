import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

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

// The page starts every dataset (startBoardRequests) and asks again for one that failed; a card
// mounting after a failure shows it with its retry instead of sending the same call once more.
const boardOptions = { retryOnMount: false } as const;

// Every card's key ends with the global filters, even where the call does not send them (the
// monthly report ignores fleets, the GPS path the customer tag): a global change must reload all
// seven cards, a card's own filter only that card. The read-only POSTs have no generated key
// function; their keys follow the generated shape, path first and the request second.
const scopeOf = ({ tag, fleets }: GlobalFilters) => ({ tag: tag ?? null, fleets });

const monthlyReportQuery = (f: DashboardFilters) => {
  const params = monthlyReportParams(f);
  return queryOptions({
    ...boardOptions,
    queryKey: [...getGetMonthlyTestingReportQueryKey(params), scopeOf(f)],
    queryFn: ({ signal }) => getMonthlyTestingReport(params, { signal }),
    select: (answer) => answer.data,
  });
};

export const useMonthlyReport = (f: DashboardFilters) => useQuery(monthlyReportQuery(f));

const projectReportQuery = (f: DashboardFilters) => {
  const params = projectReportParams(f);
  return queryOptions({
    ...boardOptions,
    queryKey: [...getListTestProjectReportsQueryKey(params), scopeOf(f)],
    queryFn: ({ signal }) => listTestProjectReports(params, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
};

export const useProjectReport = (f: DashboardFilters) => useQuery(projectReportQuery(f));

const gpsTraceQuery = (f: DashboardFilters) => {
  const body = gpsTraceBody(f);
  return queryOptions({
    ...boardOptions,
    queryKey: [getGetGpsTraceUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getPreparedGps(body, signal),
    select: (answer) => answer.data,
  });
};

export const useGpsTrace = (f: DashboardFilters) => useQuery(gpsTraceQuery(f));

const heatmapQuery = (f: DashboardFilters) => {
  const body = heatmapBody(f);
  return queryOptions({
    ...boardOptions,
    queryKey: [getGetTestProjectHeatmapUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestProjectHeatmap(body, { signal }),
    select: (answer) => answer.data,
  });
};

export const useHeatmap = (f: DashboardFilters) => useQuery(heatmapQuery(f));

const timelineQuery = (f: DashboardFilters) => {
  const body = timelineBody(f);
  return queryOptions({
    ...boardOptions,
    queryKey: [getGetTestProjectTimelineUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestProjectTimeline(body, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
};

export const useTimeline = (f: DashboardFilters) => useQuery(timelineQuery(f));

const mileageQuery = (f: DashboardFilters) => {
  const body = carChartBody(f, f.mileage);
  return queryOptions({
    ...boardOptions,
    queryKey: [getGetTestMileageUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestMileage(body, { signal }),
    select: (answer) => answer.data,
  });
};

export const useMileage = (f: DashboardFilters) => useQuery(mileageQuery(f));

const hoursQuery = (f: DashboardFilters) => {
  const body = carChartBody(f, f.hours);
  return queryOptions({
    ...boardOptions,
    queryKey: [getGetTestHourUrl(), body, scopeOf(f)],
    queryFn: ({ signal }) => getTestHour(body, { signal }),
    select: (answer) => answer.data,
  });
};

export const useHours = (f: DashboardFilters) => useQuery(hoursQuery(f));

/**
 * Starts the seven datasets for the filters in force, whichever cards have mounted yet: each card's
 * hook then finds its request on its way (or its answer) under the same key. The client goes on
 * with each call in a task of its own. An answer already held is left to its card, which refreshes
 * it as it mounts if it is stale; one that failed (so holds no answer) is asked again.
 */
export function startBoardRequests(client: QueryClient, f: DashboardFilters): void {
  const held = { staleTime: Infinity } as const;
  void client.prefetchQuery({ ...monthlyReportQuery(f), ...held });
  void client.prefetchQuery({ ...projectReportQuery(f), ...held });
  void client.prefetchQuery({ ...gpsTraceQuery(f), ...held });
  void client.prefetchQuery({ ...heatmapQuery(f), ...held });
  void client.prefetchQuery({ ...timelineQuery(f), ...held });
  void client.prefetchQuery({ ...mileageQuery(f), ...held });
  void client.prefetchQuery({ ...hoursQuery(f), ...held });
}
