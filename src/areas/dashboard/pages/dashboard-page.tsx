// Kept as a page: it wires the route's search into the global filters and composes the seven cards.
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';

import { prefetchCharts } from '@/components/charts';
import { useStagedCount } from '@/lib/use-staged-count';

import {
  boardCards,
  type BoardContext,
  boardOrder,
  type CardName,
  cardsWithCars,
} from '../components/board-cards';
import { GlobalFilters } from '../components/global-filters';
import { type DashboardSearch, resolveFilters } from '../filters';
import { startBoardRequests } from '../hooks/use-dashboard-data';
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
const noCars: BoardContext['cars'] = [];

/**
 * One card, rendered again only when its inputs change: an answer for one card, or the picker lists
 * arriving, must not re-render the other six (React renders a store's news synchronously).
 */
const BoardCard = memo(function BoardCard({ name, ...ctx }: BoardContext & { name: CardName }) {
  return boardCards[name](ctx);
});

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
  // The global filters, then the cards in board order, mount one per task, each with its pickers.
  const live = useStagedCount(boardOrder.length + 1);
  // The seven datasets go out together, before the cards that show them have mounted.
  const client = useQueryClient();
  useEffect(() => startBoardRequests(client, filters), [client, filters]);
  // The chart code loads alongside the seven datasets instead of after them.
  useEffect(prefetchCharts, []);

  const set = useCallback(
    (patch: DashboardSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const onTagChange = useCallback(
    (tag: number | undefined) => set({ ...globalReset, tag, fleets: undefined }),
    [set],
  );
  const onFleetsChange = useCallback(
    (fleets: number[]) => set({ ...globalReset, fleets: fleets.length > 0 ? fleets : undefined }),
    [set],
  );

  return (
    <div className="flex flex-col gap-4">
      {live > 0 ? (
        <GlobalFilters
          value={filters}
          tags={picker.tags}
          fleets={picker.fleets}
          onTagChange={onTagChange}
          onFleetsChange={onFleetsChange}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {boardOrder.slice(0, Math.max(0, live - 1)).map((name) => (
          <BoardCard
            key={name}
            name={name}
            filters={filters}
            set={set}
            cars={cardsWithCars.has(name) ? picker.cars : noCars}
          />
        ))}
      </div>
    </div>
  );
}
