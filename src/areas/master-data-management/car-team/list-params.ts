import type { ListCarTeamsParams } from '@/api/generated/model';

/** The fleet list's URL search, as the route validates it (every field optional). */
export interface CarTeamSearch {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  userTagId?: number;
}

export type CarTeamFilterPatch = Omit<CarTeamSearch, 'pageNo' | 'pageSize'>;

export const DEFAULT_PAGE_SIZE = 20;

/** The listCarTeams params for a URL search: defaults applied, empty filters left out. */
export function toListParams(search: CarTeamSearch): ListCarTeamsParams {
  const params: ListCarTeamsParams = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
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
