import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useListOperationLogs } from '@/api/generated/endpoints/system-management/system-management';
import type { OperationLog } from '@/api/generated/model';
import { DataTable, UrlPagination } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { serverSortColumns, serverSortProps } from '@/lib/list-search';
import { LogDetailDialog } from './components/log-detail-dialog';
import { logColumns, logSortFields } from './components/log-columns';
import { LogFilters } from './components/log-filters';
import { useLogExport } from './hooks/use-log-export';
import {
  shownSort,
  sortPatch,
  toFilterParams,
  toListParams,
  type LogFilterPatch,
} from './log-params';
import { operationLogStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/operation-log');

/** The operation log: who did what, when, from where and how it ended; a row opens its request. */
export function OperationLogScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [open, setOpen] = useState<OperationLog | null>(null);
  const query = useListOperationLogs(toListParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  const exporter = useLogExport(toFilterParams(search));
  const page = query.data?.data;
  const setFilters = (patch: LogFilterPatch) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });

  return (
    <div className="flex flex-col gap-4">
      <LogFilters search={search} onChange={setFilters} />
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(logColumns, logSortFields)}
        {...serverSortProps(
          shownSort(search),
          logSortFields,
          (sort) =>
            void navigate({
              search: (prev) => ({ ...prev, ...sortPatch(sort), pageNo: undefined }),
            }),
        )}
        rows={page?.list}
        getRowId={(log) => log.id}
        rowLabel={(log) => `${log.username} ${log.target}`}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        fetching={query.isPlaceholderData}
        onRowClick={setOpen}
        toolbar={
          <Button
            size="sm"
            pending={exporter.running}
            onClick={exporter.start}
            disabled={!page || page.total === 0}
          >
            {s.exportCsv}
          </Button>
        }
      />
      {exporter.progress ? (
        <p role="status" className="text-xs text-slate-600">
          {s.exporting(exporter.progress.done, exporter.progress.total)}
        </p>
      ) : null}
      {page ? (
        <UrlPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          navigate={navigate}
        />
      ) : null}
      <LogDetailDialog log={open} onClose={() => setOpen(null)} />
    </div>
  );
}
