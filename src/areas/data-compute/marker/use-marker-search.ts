import { getRouteApi } from '@tanstack/react-router';
import type { MarkerSearch } from './marker-params';

const route = getRouteApi('/_app/data-compute/marker');

/** The screen's URL search and a way to change parts of it (replacing the history entry). */
export function useMarkerSearch() {
  const search: MarkerSearch = route.useSearch();
  const navigate = route.useNavigate();
  const update = (patch: Partial<MarkerSearch>, replace = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace });
  return { search, update };
}
