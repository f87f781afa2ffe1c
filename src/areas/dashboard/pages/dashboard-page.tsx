import { Fragment, useEffect, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { prefetchCharts } from '@/components/charts';
import { boardCards, boardOrder } from '../components/board-cards';
import { GlobalFilters } from '../components/global-filters';
import { resolveFilters, type DashboardSearch } from '../filters';
import { usePickerData } from '../hooks/use-picker-data';

const route = getRouteApi('/_app/dashboard');

// A global change restarts the pages and drops cars picked from the previous fleets.
const globalReset: DashboardSearch = {
  projectPage: undefined,
  timelinePage: undefined,
  gpsCars: undefined,
  timelineCars: undefined,
  mileageCars: undefined,
  hoursCars: undefined,
};

/**
 * The dashboard: seven datasets, each its own card and request, all started together. Every filter lives
 * in the URL; the global ones (customer tag, fleet) reload all cards, a card's own ones only that card.
 */
export function DashboardPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Defaults (current month, today) are fixed for the visit, so they never shift under a query.
  const [now] = useState(() => new Date());
  const filters = useMemo(() => resolveFilters(search, now), [search, now]);
  const picker = usePickerData(filters.tag, filters.fleets);
  // The chart code loads alongside the seven datasets instead of after them.
  useEffect(prefetchCharts, []);

  const set = (patch: DashboardSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <div className="flex flex-col gap-4">
      <GlobalFilters
        value={filters}
        tags={picker.tags}
        fleets={picker.fleets}
        onTagChange={(tag) => set({ ...globalReset, tag, fleets: undefined })}
        onFleetsChange={(fleets) =>
          set({ ...globalReset, fleets: fleets.length > 0 ? fleets : undefined })
        }
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {boardOrder.map((name) => (
          <Fragment key={name}>{boardCards[name]({ filters, set, cars: picker.cars })}</Fragment>
        ))}
      </div>
    </div>
  );
}
