import { getRouteApi } from '@tanstack/react-router';

import type { ListTestProjectsParams, TestProjectSortBy } from '@/api/generated/model';
import { type ListSearch, useListSearch } from '@/components/data-table';

import { testProjectSortFields } from './project-columns';

const route = getRouteApi('/_app/test-project-management/testproject');

/** The project list's URL search, as the route validates it (every field optional). */
export interface TestProjectSearch extends ListSearch<TestProjectSortBy> {
  status?: number;
  fleetId?: number;
  from?: string;
  to?: string;
}

/** The list's filters besides the keyword: a reset clears them. */
const FILTERS = ['status', 'fleetId', 'from', 'to'] as const;

/** The list's URL search bound to its call. */
export function useProjectListSearch() {
  return useListSearch<TestProjectSearch, TestProjectSortBy>({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: testProjectSortFields,
    filters: FILTERS,
  });
}

export type ProjectList = ReturnType<typeof useProjectListSearch>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The listTestProjects filters of a URL search: empty or broken ones left out. */
export function filterParams(
  search: TestProjectSearch,
): Omit<ListTestProjectsParams, 'pageNo' | 'pageSize'> {
  const params: Omit<ListTestProjectsParams, 'pageNo' | 'pageSize'> = {};
  if (search.status !== undefined) params.status = search.status;
  if (search.fleetId !== undefined) params.fleetId = search.fleetId;
  if (search.from && DAY.test(search.from)) params.startDate = search.from;
  if (search.to && DAY.test(search.to)) params.endDate = search.to;
  return params;
}
