import type { ListTestProjectsParams, TestProjectSortBy } from '@/api/generated/model';
import { DEFAULT_PAGE_SIZE, sortParams, type ListSort } from '@/lib/list-search';
import { testProjectSortFields } from './project-columns';

/** The project list's URL search, as the route validates it (every field optional). */
export interface TestProjectSearch extends ListSort<TestProjectSortBy> {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  status?: number;
  fleetId?: number;
  from?: string;
  to?: string;
}

export type TestProjectFilterPatch = Omit<
  TestProjectSearch,
  'pageNo' | 'pageSize' | keyof ListSort
>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The listTestProjects params for a URL search: defaults applied, empty or broken filters left out. */
export function toListParams(search: TestProjectSearch): ListTestProjectsParams {
  const params: ListTestProjectsParams = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...sortParams(search, testProjectSortFields),
  };
  if (search.keyword) params.keyword = search.keyword;
  if (search.status !== undefined) params.status = search.status;
  if (search.fleetId !== undefined) params.fleetId = search.fleetId;
  if (search.from && DAY.test(search.from)) params.startDate = search.from;
  if (search.to && DAY.test(search.to)) params.endDate = search.to;
  return params;
}

export const NO_FILTERS: { [K in keyof Required<TestProjectFilterPatch>]: undefined } = {
  keyword: undefined,
  status: undefined,
  fleetId: undefined,
  from: undefined,
  to: undefined,
};

export const isFiltered = (search: TestProjectSearch): boolean =>
  Object.keys(NO_FILTERS).some((key) => search[key as keyof TestProjectFilterPatch] !== undefined);
