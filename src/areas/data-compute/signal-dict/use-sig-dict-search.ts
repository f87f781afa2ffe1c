import { getRouteApi } from '@tanstack/react-router';

import type { ListSigDictsSortBy } from '@/api/generated/model';
import { type SortFields, useListSearch } from '@/components/data-table';

const route = getRouteApi('/_app/data-compute/signal-dict');

/** Columns the server sorts the list by, with the field each one sorts by. */
const sigDictSortFields: SortFields<ListSigDictsSortBy> = {
  strategy_name: 'strategy_name',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

/** The list's search, filters, page and sort, all kept in the URL (newest change first). */
export function useSigDictSearch() {
  return useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: sigDictSortFields,
    filters: ['strategy_type', 'dbc_cfg'],
    defaultSort: { sortBy: 'updatedAt', sortOrder: 'desc' },
  });
}

export type SigDictList = ReturnType<typeof useSigDictSearch>;
