import type { CarTeamSortBy, ListCarTeamsParams } from '@/api/generated/model';
import { DEFAULT_PAGE_SIZE, sortParams, type ListSort } from '@/lib/list-search';
import { carTeamSortFields } from './car-team-columns';

/** The fleet list's URL search, as the route validates it (every field optional). */
export interface CarTeamSearch extends ListSort<CarTeamSortBy> {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  userTagId?: number;
}

export type CarTeamFilterPatch = Omit<CarTeamSearch, 'pageNo' | 'pageSize' | keyof ListSort>;

/** The listCarTeams params for a URL search: defaults applied, empty filters left out. */
export function toListParams(search: CarTeamSearch): ListCarTeamsParams {
  const params: ListCarTeamsParams = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...sortParams(search, carTeamSortFields),
  };
  if (search.keyword) params.keyword = search.keyword;
  if (search.userTagId !== undefined) params.userTagId = search.userTagId;
  return params;
}

export const NO_FILTERS: { [K in keyof Required<CarTeamFilterPatch>]: undefined } = {
  keyword: undefined,
  userTagId: undefined,
};

export const isFiltered = (search: CarTeamSearch): boolean =>
  Boolean(search.keyword) || search.userTagId !== undefined;
