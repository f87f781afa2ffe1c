import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useLayoutEffect, useMemo } from 'react';

import {
  useGetMonitorSummary,
  useListMonitorDeviceStatuses,
} from '@/api/generated/endpoints/monitoring/monitoring';
import type { MonitorSummary } from '@/api/generated/model';
import type { MonitorConnection } from '@/api/monitor-socket';
import type { MonitorStore } from '@/api/monitor-store';
import { ListPager, useListSearch } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { benchProbe } from '@/lib/bench-probe';

import { ConnectionStatus } from '../components/connection-status';
import { useMonitorLink, useMonitorSnapshot } from '../hooks/use-monitor-feed';
import { monitoringStrings as s } from '../strings';
import { AlarmList } from './alarm-list';
import { TileBlock, TILES_PER_BLOCK } from './device-tile';
import { GlobalFilters } from './global-filters';
import { liveCounts } from './live-counts';
import { MONITOR_GRID_PAGE_SIZE, statusFilterParams } from './search';
import { SummaryPanel } from './summary-panel';

const route = getRouteApi('/_app/monitoring/global-monitoring');
const SUMMARY_REFRESH_MS = 30_000;

const blocks = <T,>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / TILES_PER_BLOCK) }, (_, b) =>
    list.slice(b * TILES_PER_BLOCK, (b + 1) * TILES_PER_BLOCK),
  );

function Retry({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert>
      {text}
      <Button size="sm" className="ml-3" onClick={onRetry}>
        {s.retry}
      </Button>
    </Alert>
  );
}

interface LiveOverviewProps {
  store: MonitorStore;
  connection: MonitorConnection;
  summary: MonitorSummary | undefined;
  summaryPending: boolean;
  summaryFailed: boolean;
  onRetrySummary: () => void;
}

/** The connection and the counts: the part of the screen that renders on every live frame. */
function LiveOverview({
  store,
  connection,
  summary,
  summaryPending,
  summaryFailed,
  onRetrySummary,
}: LiveOverviewProps) {
  const snapshot = useMonitorSnapshot(store);
  // The benchmark counts commits of the live screen (absent otherwise).
  useLayoutEffect(() => {
    benchProbe()?.commit();
  });
  const counts = liveCounts(snapshot.devices, summary);
  return (
    <>
      <ConnectionStatus connection={connection} snapshot={snapshot} />
      {counts ? <SummaryPanel counts={counts} /> : null}
      {!counts && summaryPending ? <Spinner label={s.loading} /> : null}
      {!counts && summaryFailed ? <Retry text={s.summaryFailed} onRetry={onRetrySummary} /> : null}
    </>
  );
}

/**
 * Global monitoring: every device at a glance, live over one socket for all of them. The screen
 * renders again for its filters, pages and calls; a live frame renders only the overview and the
 * tiles whose devices changed.
 */
export function GlobalMonitoringScreen() {
  // A grid of tiles, not a table: more of them to a page than a list has rows.
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    filters: ['fleetId', 'carId', 'state'],
    defaultPageSize: MONITOR_GRID_PAGE_SIZE,
  });
  const { connection, store } = useMonitorLink();
  const summary = useGetMonitorSummary({ query: { refetchInterval: SUMMARY_REFRESH_MS } });
  const statuses = useListMonitorDeviceStatuses(
    { ...list.params, ...statusFilterParams(list.search) },
    { query: { placeholderData: keepPreviousData } },
  );
  const page = statuses.data?.data;
  const tileBlocks = useMemo(() => (page ? blocks(page.list) : []), [page]);
  const openLabelId = useId();

  return (
    <div className="flex flex-col gap-4">
      <LiveOverview
        store={store}
        connection={connection}
        summary={summary.data?.data}
        summaryPending={summary.isPending}
        summaryFailed={summary.isError}
        onRetrySummary={() => void summary.refetch()}
      />
      <GlobalFilters search={list.search} onChange={list.setSearch} />
      <section aria-labelledby="grid-title" className="flex flex-col gap-2">
        <h2 id="grid-title" className="text-sm font-semibold text-fg">
          {s.gridTitle}
        </h2>
        {statuses.isPending ? <Spinner label={s.loading} /> : null}
        {statuses.isError ? (
          <Retry text={s.gridFailed} onRetry={() => void statuses.refetch()} />
        ) : null}
        {page && page.list.length === 0 ? <EmptyState title={s.gridEmpty} /> : null}
        {page && page.list.length > 0 ? (
          <>
            <span id={openLabelId} hidden>
              {s.openDevice}
            </span>
            <div role="list" aria-labelledby="grid-title" className="flex flex-col gap-2">
              {tileBlocks.map((devices) => (
                <TileBlock
                  key={devices[0]?.deviceId}
                  devices={devices}
                  store={store}
                  openLabelId={openLabelId}
                />
              ))}
            </div>
          </>
        ) : null}
        {page ? <ListPager page={page} onPage={list.goToPage} /> : null}
      </section>
      {summary.data ? <AlarmList alarms={summary.data.data.recentAlarms} /> : null}
    </div>
  );
}
