import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useListDatasetStrategies } from '@/api/generated/endpoints/data-compute/data-compute';
import type {
  ListDatasetStrategiesParams,
  ListDatasetStrategiesSortBy,
} from '@/api/generated/model';
import type { SortState } from '@/components/data-table';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';

const route = getRouteApi('/_app/data-compute/data-dashboard');

/** Columns the server can sort by (contract sortBy), by column id. */
export const serverSortable: Readonly<Record<string, ListDatasetStrategiesSortBy>> = {
  strategy_name: 'strategy_name',
  createdAt: 'createdAt',
};

/** The strategy list as the URL asks for it, and ways to change the URL. */
export function useStrategyList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const pageNo = search.pageNo ?? 1;
  const pageSize = search.pageSize ?? DEFAULT_PAGE_SIZE;
  const params: ListDatasetStrategiesParams = {
    pageNo,
    pageSize,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.strategy_type ? { strategy_type: search.strategy_type } : {}),
    ...(search.sortBy ? { sortBy: search.sortBy, sortOrder: search.sortOrder ?? 'desc' } : {}),
  };
  const query = useListDatasetStrategies(params, { query: { placeholderData: keepPreviousData } });

  type Search = typeof search;
  const update = (patch: Partial<Search>, resetPage = true) =>
    void navigate({
      search: (prev) => ({ ...prev, ...patch, ...(resetPage ? { pageNo: undefined } : {}) }),
      replace: true,
    });

  const sorting: SortState | null = search.sortBy
    ? { id: search.sortBy, desc: (search.sortOrder ?? 'desc') === 'desc' }
    : null;

  return {
    search,
    pageNo,
    pageSize,
    query,
    sorting,
    setKeyword: (keyword: string) => update({ keyword: keyword || undefined }),
    setType: (type: Search['strategy_type']) => update({ strategy_type: type }),
    setSorting: (next: SortState | null) => {
      const sortBy = next ? serverSortable[next.id] : undefined;
      update({ sortBy, sortOrder: sortBy && next ? (next.desc ? 'desc' : 'asc') : undefined });
    },
    setPage: (next: { pageNo: number; pageSize: number }) =>
      update({ pageNo: next.pageNo, pageSize: next.pageSize }, false),
  };
}
