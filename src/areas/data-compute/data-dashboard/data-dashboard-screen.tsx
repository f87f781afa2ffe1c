import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  deleteDatasetStrategy,
  getListDatasetStrategiesQueryKey,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetStrategy, StrategyType } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  DataTable,
  ListFilters,
  type RowAction,
  rowsOf,
  useDeleteFlow,
} from '@/components/data-table';
import { lazyFormDialog, prefetchOn } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';

import { AttachDashboardDialog } from './attach-dashboard-dialog';
import { DashboardReadyDialog } from './dashboard-ready-dialog';
import { PatienceNotice } from './patience-notice';
import { strategyColumns } from './strategy-columns';
import type { StrategyFormTarget } from './strategy-form-dialog';
import { dashboardStrings as s } from './strings';
import { useOpenDashboard } from './use-open-dashboard';
import { useStrategyList } from './use-strategy-list';

const typeOptions: readonly { value: StrategyType; label: string }[] = [
  { value: 'calc', label: s.types.calc ?? 'calc' },
  { value: 'raw', label: s.types.raw ?? 'raw' },
];

const StrategyFormDialog = lazyFormDialog(
  () => import('./strategy-form-dialog'),
  'StrategyFormDialog',
);

/** Data dashboards: dataset strategies with their Grafana dashboards. */
export function DataDashboardScreen() {
  const { list, query } = useStrategyList();
  const queryClient = useQueryClient();
  const dashboard = useOpenDashboard();
  const [form, setForm] = useState<StrategyFormTarget | null>(null);
  const [attachTo, setAttachTo] = useState<DatasetStrategy | null>(null);
  const deletion = useDeleteFlow({
    allowed: useAuthorities().includes('compute:strategy-delete'),
    rows: rowsOf(query),
    getRowId: (row) => row.id,
    scope: list.scope,
    // The contract deletes with a GET: call it as an action, never as a cached or retried query.
    mutation: useMutation({ mutationFn: (id: number) => deleteDatasetStrategy({ id }) }),
    // One strategy per call: no bulk choice.
    bulk: false,
    variables: (_ids, [strategy]) => strategy?.id ?? 0,
    refresh: () =>
      void queryClient.invalidateQueries({ queryKey: getListDatasetStrategiesQueryKey() }),
    texts: {
      title: s.deleteTitle,
      description: ([strategy]) => s.deleteDescription(strategy?.strategy_name_chn ?? ''),
      deleted: () => s.deleted,
      failed: s.deleteFailed,
    },
  });

  const open = (row: DatasetStrategy) => void dashboard.open(row.id);
  const columns = strategyColumns({ onOpen: open, openingId: dashboard.pendingId });
  const rowActions = (row: DatasetStrategy): RowAction[] => [
    { label: s.openDashboard, onSelect: () => open(row), disabled: row.grafanaUrls.length === 0 },
    { label: s.attachDashboard, code: 'compute:strategy-edit', onSelect: () => setAttachTo(row) },
    {
      label: s.edit,
      code: 'compute:strategy-edit',
      onSelect: () => setForm({ mode: 'edit', strategy: row }),
    },
    ...deletion.rowActions(row),
  ];

  const firstLoad = query.status === 'pending' || (query.isFetching && query.isPlaceholderData);

  return (
    <div className="flex flex-col gap-3">
      <ListFilters
        list={list}
        keyword={{
          label: s.keyword,
          searchLabel: s.searchLabel,
          placeholder: s.searchPlaceholder,
          className: 'w-72',
        }}
        choices={[
          {
            name: 'strategy_type',
            label: s.typeFilter,
            allLabel: s.allTypes,
            options: typeOptions,
            className: 'w-40',
          },
        ]}
      />
      {firstLoad ? <PatienceNotice /> : null}
      <DataTable
        label={s.tableLabel}
        columns={list.sortable(columns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.strategy_name_chn}
        rowActions={rowActions}
        fetching={query.isFetching && !query.isPending}
        toolbar={
          <Authorized code="compute:strategy-edit">
            <Button
              variant="primary"
              onClick={() => setForm({ mode: 'add' })}
              {...prefetchOn(StrategyFormDialog)}
            >
              {s.add}
            </Button>
          </Authorized>
        }
      />
      <StrategyFormDialog target={form} onClose={() => setForm(null)} />
      <AttachDashboardDialog strategy={attachTo} onClose={() => setAttachTo(null)} />
      <DashboardReadyDialog url={dashboard.readyUrl} onClose={dashboard.dismissReady} />
    </div>
  );
}
