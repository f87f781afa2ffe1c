import { getRouteApi } from '@tanstack/react-router';

import type { SearchNavigate } from '@/components/data-table';

import type { MarkerSearch } from './search';

const route = getRouteApi('/_app/data-compute/marker');

/**
 * The screen's URL search and ways to change it: the list's writes replace the history entry, as
 * `update` does unless told otherwise.
 */
export function useMarkerSearch() {
  const search: MarkerSearch = route.useSearch();
  const routeNavigate = route.useNavigate();
  const navigate: SearchNavigate<MarkerSearch> = (options) =>
    routeNavigate({ ...options, replace: true });
  const update = (patch: Partial<MarkerSearch>, replace = true) =>
    void routeNavigate({ search: (prev) => ({ ...prev, ...patch }), replace });
  return { search, navigate, update };
}
