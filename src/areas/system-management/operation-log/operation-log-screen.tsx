import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import { useListOperationLogs } from '@/api/generated/endpoints/system-management/system-management';
import type { OperationLog } from '@/api/generated/model';
import { DataTable, pageOf, useListSearch } from '@/components/data-table';
import { Button } from '@/components/ui/button';

import { logColumns, logSortFields } from './components/log-columns';
import { LogDetailDialog } from './components/log-detail-dialog';
import { LogFilters } from './components/log-filters';
import { useLogExport } from './hooks/use-log-export';
import { LOG_DEFAULT_SORT, LOG_FILTERS, toFilterParams } from './search';
import { operationLogStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/operation-log');

/** The operation log: who did what, when, from where and how it ended; a row opens its request. */
export function OperationLogScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: logSortFields,
    defaultSort: LOG_DEFAULT_SORT,
    filters: LOG_FILTERS,
  });
  const [open, setOpen] = useState<OperationLog | null>(null);
  const params = { ...list.params, ...toFilterParams(list.search) };
  const query = useListOperationLogs(params, { query: { placeholderData: keepPreviousData } });
  // The export reads every page of the same filters and order.
  const exporter = useLogExport(params);
  const page = pageOf(query);

  return (
    <div className="flex flex-col gap-4">
      <LogFilters list={list} />
      <DataTable
        label={s.listTitle}
        columns={list.sortable(logColumns)}
        query={query}
        list={list}
        getRowId={(log) => log.id}
        rowLabel={(log) => `${log.username} ${log.target}`}
        emptyText={s.empty}
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
        <p role="status" className="text-xs text-fg-muted">
          {s.exporting(exporter.progress.done, exporter.progress.total)}
        </p>
      ) : null}
      <LogDetailDialog log={open} onClose={() => setOpen(null)} />
    </div>
  );
}
