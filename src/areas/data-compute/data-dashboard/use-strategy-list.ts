import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { useListDatasetStrategies } from '@/api/generated/endpoints/data-compute/data-compute';
import type { ListDatasetStrategiesSortBy } from '@/api/generated/model';
import { type SortFields, useListSearch } from '@/components/data-table';

const route = getRouteApi('/_app/data-compute/data-dashboard');

/** Columns the server can sort by (contract sortBy), by column id. */
const strategySortFields: SortFields<ListDatasetStrategiesSortBy> = {
  strategy_name: 'strategy_name',
  createdAt: 'createdAt',
};

/** The strategy list as the URL asks for it, and the list call it makes. */
export function useStrategyList() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: strategySortFields,
    filters: ['strategy_type'],
  });
  const { strategy_type } = list.search;
  const query = useListDatasetStrategies(
    { ...list.params, ...(strategy_type ? { strategy_type } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  return { list, query };
}
