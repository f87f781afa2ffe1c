import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useListDatasetTasks } from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetTask } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  DataTable,
  UrlPagination,
  type RowAction,
  type RowId,
  type SortState,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { SaveDatasetDialog, type DatasetStrategyRef } from './components/save-dataset-dialog';
import { taskColumns } from './components/task-columns';
import { TaskConfirmDialogs } from './components/task-confirm-dialogs';
import { TaskFilters, type TaskFilterPatch } from './components/task-filters';
import { useTaskActions } from './hooks/use-task-actions';
import { useTaskPollInterval } from './hooks/use-task-polling';
import { DEFAULT_SORT, toListParams } from './list-params';
import { taskStrings as s } from './strings';

const route = getRouteApi('/_app/data-compute/task');
const RUNNING = 1;

/** Compute tasks: dataset tasks with filters, paging and sort in the URL; run, stop, edit, delete. */
export function TaskListScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canDelete = useAuthorities().includes('compute:task-delete');
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [datasetFrom, setDatasetFrom] = useState<DatasetStrategyRef | null>(null);
  const refetchInterval = useTaskPollInterval();
  const query = useListDatasetTasks(toListParams(search), {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval,
      refetchIntervalInBackground: false,
    },
  });
  const actions = useTaskActions((ids) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id))))),
  );
  const page = query.data?.data;
  const rows = page?.list;
  const running = rows?.some((task) => task.status === RUNNING) ?? false;

  const setFilters = (patch: TaskFilterPatch) => {
    setSelected(new Set());
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });
  };
  const sorting: SortState = {
    id: search.sortBy ?? DEFAULT_SORT.sortBy,
    desc: (search.sortOrder ?? DEFAULT_SORT.sortOrder) === 'desc',
  };
  const onSortingChange = (next: SortState | null) => {
    // Without a choice the list falls back to newest first; clicking that column again goes asc.
    const chosen =
      next ?? (sorting.id === DEFAULT_SORT.sortBy ? { id: sorting.id, desc: false } : null);
    void navigate({
      search: (prev) => ({
        ...prev,
        pageNo: undefined,
        sortBy: chosen ? (chosen.id as typeof prev.sortBy) : undefined,
        sortOrder: chosen ? (chosen.desc ? 'desc' : 'asc') : undefined,
      }),
      replace: true,
    });
  };

  const rowActions = (task: DatasetTask): RowAction[] => {
    const isRunning = task.status === RUNNING;
    const list: RowAction[] = [
      { label: s.run, onSelect: () => actions.runTask(task), disabled: isRunning },
      {
        label: s.stop,
        onSelect: () => actions.setConfirm({ kind: 'stop', task }),
        disabled: !isRunning,
      },
      {
        label: s.edit,
        onSelect: () =>
          void navigate({
            to: '/data-compute/global-task/$type/$id',
            params: { type: 'edit', id: task.id },
          }),
        disabled: isRunning,
      },
      {
        label: s.saveDataset,
        onSelect: () => setDatasetFrom({ id: task.strategyId, name: task.strategyName }),
      },
    ];
    if (canDelete) {
      list.push({
        label: s.delete,
        destructive: true,
        disabled: isRunning,
        onSelect: () => actions.setConfirm({ kind: 'delete', tasks: [task] }),
      });
    }
    return list;
  };

  const chosenTasks = (rows ?? []).filter((task) => selected.has(task.id));
  const chosenRunning = chosenTasks.some((task) => task.status === RUNNING);
  const { confirm } = actions;

  return (
    <div className="flex flex-col gap-4">
      <TaskFilters
        search={search}
        onChange={setFilters}
        onReset={() =>
          setFilters({
            keyword: undefined,
            vins: undefined,
            versions: undefined,
            portTypes: undefined,
            status: undefined,
          })
        }
      />
      <DataTable
        label={s.listTitle}
        columns={taskColumns}
        rows={rows}
        getRowId={(task) => task.id}
        rowLabel={(task) => task.name}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        sorting={sorting}
        onSortingChange={onSortingChange}
        selected={canDelete ? selected : undefined}
        onSelectedChange={canDelete ? setSelected : undefined}
        rowActions={rowActions}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            <Button asChild variant="primary" size="sm">
              <Link to="/data-compute/global-task/$type/$id" params={{ type: 'add', id: 0 }}>
                {s.add}
              </Link>
            </Button>
            <Authorized code="compute:task-delete">
              <Button
                size="sm"
                variant="destructive"
                disabled={chosenTasks.length === 0 || chosenRunning}
                title={chosenRunning ? s.runningNotDeletable : undefined}
                onClick={() => actions.setConfirm({ kind: 'delete', tasks: chosenTasks })}
              >
                {s.bulkDelete}
              </Button>
            </Authorized>
            {running ? (
              <span role="status" className="text-xs text-blue-700">
                {s.autoRefresh}
              </span>
            ) : null}
          </>
        }
      />
      {page ? (
        <UrlPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          navigate={navigate}
          onPageChange={() => setSelected(new Set())}
        />
      ) : null}
      <TaskConfirmDialogs
        confirm={confirm}
        onCancel={() => actions.setConfirm(null)}
        onStop={actions.confirmStop}
        onDelete={actions.confirmDelete}
        stopping={actions.stopping}
        deleting={actions.deleting}
      />
      <SaveDatasetDialog strategy={datasetFrom} onClose={() => setDatasetFrom(null)} />
    </div>
  );
}
