import { useLayoutEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  useGetMonitorSummary,
  useListMonitorDeviceStatuses,
} from '@/api/generated/endpoints/monitoring/monitoring';
import { UrlPagination } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { benchProbe } from '@/lib/bench-probe';
import { ConnectionStatus } from '../components/connection-status';
import { useMonitorFeed } from '../hooks/use-monitor-feed';
import { monitoringStrings as s } from '../strings';
import { AlarmList } from './alarm-list';
import { DeviceTile } from './device-tile';
import { GlobalFilters } from './global-filters';
import { DEFAULT_PAGE_SIZE, toStatusParams, type GlobalFilterPatch } from './global-params';
import { liveCounts } from './live-counts';
import { SummaryPanel } from './summary-panel';

const route = getRouteApi('/_app/monitoring/global-monitoring');
const SUMMARY_REFRESH_MS = 30_000;

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

/** Global monitoring: every device at a glance, live over one socket for all of them. */
export function GlobalMonitoringScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { snapshot, connection, store } = useMonitorFeed();
  const summary = useGetMonitorSummary({ query: { refetchInterval: SUMMARY_REFRESH_MS } });
  const list = useListMonitorDeviceStatuses(toStatusParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  // The benchmark counts commits of the live screen (absent otherwise).
  useLayoutEffect(() => {
    benchProbe()?.commit();
  });
  const counts = liveCounts(snapshot.devices, summary.data?.data);
  const page = list.data?.data;
  const setFilters = (patch: GlobalFilterPatch) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });

  return (
    <div className="flex flex-col gap-4">
      <ConnectionStatus connection={connection} snapshot={snapshot} />
      {counts ? <SummaryPanel counts={counts} /> : null}
      {!counts && summary.isPending ? <Spinner label={s.loading} /> : null}
      {!counts && summary.isError ? (
        <Retry text={s.summaryFailed} onRetry={() => void summary.refetch()} />
      ) : null}
      <GlobalFilters search={search} onChange={setFilters} />
      <section aria-labelledby="grid-title" className="flex flex-col gap-2">
        <h2 id="grid-title" className="text-sm font-semibold text-slate-900">
          {s.gridTitle}
        </h2>
        {list.isPending ? <Spinner label={s.loading} /> : null}
        {list.isError ? <Retry text={s.gridFailed} onRetry={() => void list.refetch()} /> : null}
        {page && page.list.length === 0 ? <EmptyState title={s.gridEmpty} /> : null}
        {page && page.list.length > 0 ? (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-6">
            {page.list.map((device) => (
              <DeviceTile key={device.deviceId} device={device} store={store} />
            ))}
          </ul>
        ) : null}
        {page ? (
          <UrlPagination
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            total={page.total}
            navigate={navigate}
            defaultPageSize={DEFAULT_PAGE_SIZE}
          />
        ) : null}
      </section>
      {summary.data ? <AlarmList alarms={summary.data.data.recentAlarms} /> : null}
    </div>
  );
}
