import { getRouteApi } from '@tanstack/react-router';
import type { ListSigDictsParams, ListSigDictsSortBy, StrategyType } from '@/api/generated/model';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';

const route = getRouteApi('/_app/data-compute/signal-dict');

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListSearch {
  keyword?: string;
  strategy_type?: StrategyType;
  dbc_cfg?: string;
  pageNo?: number;
  pageSize?: number;
  sortBy?: ListSigDictsSortBy;
  sortOrder?: 'asc' | 'desc';
}

/** The list's search, filters, page and sort, all kept in the URL. */
export function useListSearch() {
  const search: ListSearch = route.useSearch();
  const navigate = route.useNavigate();
  const pageSize = PAGE_SIZES.find((size) => size === search.pageSize) ?? DEFAULT_PAGE_SIZE;
  const pageNo = search.pageNo ?? 1;
  const params: ListSigDictsParams = {
    pageNo,
    pageSize,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.strategy_type ? { strategy_type: search.strategy_type } : {}),
    ...(search.dbc_cfg ? { dbc_cfg: search.dbc_cfg } : {}),
    ...(search.sortBy ? { sortBy: search.sortBy, sortOrder: search.sortOrder ?? 'desc' } : {}),
  };
  const set = (patch: ListSearch, resetPage = true) =>
    void navigate({
      search: (prev: ListSearch) => {
        const next: ListSearch = { ...prev, ...patch, ...(resetPage ? { pageNo: undefined } : {}) };
        // Empty values leave the URL instead of sitting in it as `keyword=`.
        return Object.fromEntries(
          Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
        );
      },
      replace: true,
    });
  return { search, params, pageNo, pageSize, set };
}
