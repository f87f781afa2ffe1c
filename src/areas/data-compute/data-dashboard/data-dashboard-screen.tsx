import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteDatasetStrategy,
  getListDatasetStrategiesQueryKey,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetStrategy, StrategyType } from '@/api/generated/model';
import { DataTable, Pagination, SearchBox, type RowAction } from '@/components/data-table';
import { Authorized } from '@/components/auth/authorized';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useAuthorities } from '@/lib/authority';
import { notify } from '@/lib/notify';
import { AttachDashboardDialog } from './attach-dashboard-dialog';
import { DashboardReadyDialog } from './dashboard-ready-dialog';
import { notifyActionError } from './notify-error';
import { PatienceNotice } from './patience-notice';
import { strategyColumns } from './strategy-columns';
import { StrategyFormDialog, type StrategyFormTarget } from './strategy-form-dialog';
import { dashboardStrings as s } from './strings';
import { useOpenDashboard } from './use-open-dashboard';
import { useStrategyList } from './use-strategy-list';

const ALL = 'all';

/** Data dashboards: dataset strategies with their Grafana dashboards. */
export function DataDashboardScreen() {
  const list = useStrategyList();
  const { query } = list;
  const queryClient = useQueryClient();
  const authorities = useAuthorities();
  const dashboard = useOpenDashboard();
  const [form, setForm] = useState<StrategyFormTarget | null>(null);
  const [attachTo, setAttachTo] = useState<DatasetStrategy | null>(null);
  const [doomed, setDoomed] = useState<DatasetStrategy | null>(null);

  // The contract deletes with a GET: call it as an action, never as a cached or retried query.
  const remove = useMutation({
    mutationFn: (id: number) => deleteDatasetStrategy({ id }),
    onSuccess: () => {
      notify({ kind: 'success', message: s.deleted });
      setDoomed(null);
      void queryClient.invalidateQueries({ queryKey: getListDatasetStrategiesQueryKey() });
    },
    onError: notifyActionError,
  });

  const open = (row: DatasetStrategy) => void dashboard.open(row.id);
  const columns = strategyColumns({ onOpen: open, openingId: dashboard.pendingId });
  const canDelete = authorities.includes('compute:strategy-delete');
  const rowActions = (row: DatasetStrategy): RowAction[] => [
    { label: s.openDashboard, onSelect: () => open(row), disabled: row.grafanaUrls.length === 0 },
    { label: s.attachDashboard, onSelect: () => setAttachTo(row) },
    { label: s.edit, onSelect: () => setForm({ mode: 'edit', strategy: row }) },
    ...(canDelete ? [{ label: s.delete, destructive: true, onSelect: () => setDoomed(row) }] : []),
  ];

  const page = query.data?.data;
  const firstLoad = query.status === 'pending' || (query.isFetching && query.isPlaceholderData);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          label={s.searchLabel}
          placeholder={s.searchPlaceholder}
          value={list.search.keyword ?? ''}
          onSearch={list.setKeyword}
          className="w-72"
        />
        <div className="w-40">
          <Select
            value={list.search.strategy_type ?? ALL}
            onValueChange={(v) => list.setType(v === ALL ? undefined : (v as StrategyType))}
          >
            <SelectTrigger aria-label={s.typeFilter}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{s.allTypes}</SelectItem>
              <SelectItem value="calc">{s.types.calc}</SelectItem>
              <SelectItem value="raw">{s.types.raw}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      {firstLoad ? <PatienceNotice /> : null}
      <DataTable
        label={s.tableLabel}
        columns={columns}
        rows={page?.list}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.strategy_name_chn}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        rowActions={rowActions}
        fetching={query.isFetching && !query.isPending}
        toolbar={
          <Button variant="primary" onClick={() => setForm({ mode: 'add' })}>
            {s.add}
          </Button>
        }
      />
      {page ? (
        <Pagination
          pageNo={list.pageNo}
          pageSize={list.pageSize}
          total={page.total}
          onChange={list.setPage}
        />
      ) : null}
      <StrategyFormDialog target={form} onClose={() => setForm(null)} />
      <AttachDashboardDialog strategy={attachTo} onClose={() => setAttachTo(null)} />
      <DashboardReadyDialog url={dashboard.readyUrl} onClose={dashboard.dismissReady} />
      <Authorized code="compute:strategy-delete">
        <ConfirmDialog
          open={doomed !== null}
          onOpenChange={(next) => (next ? undefined : setDoomed(null))}
          title={s.deleteTitle}
          description={s.deleteDescription(doomed?.strategy_name_chn ?? '')}
          confirmLabel={s.delete}
          destructive
          pending={remove.isPending}
          onConfirm={() => doomed && remove.mutate(doomed.id)}
        />
      </Authorized>
    </div>
  );
}
