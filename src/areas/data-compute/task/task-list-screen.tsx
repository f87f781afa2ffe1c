import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListDatasetTasksQueryKey,
  useDeleteDatasetTasks,
  useListDatasetTasks,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetTask } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import { DataTable, type RowAction, rowsOf, useDeleteFlow } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/authority';

import { type DatasetStrategyRef, SaveDatasetDialog } from './components/save-dataset-dialog';
import { taskColumns } from './components/task-columns';
import { TaskFilters } from './components/task-filters';
import { TaskStopDialog } from './components/task-stop-dialog';
import { useTaskActions } from './hooks/use-task-actions';
import { useTaskPollInterval } from './hooks/use-task-polling';
import { filterParams, useTaskListSearch } from './search';
import { taskStrings as s } from './strings';

const RUNNING = 1;

/** Compute tasks: dataset tasks with filters, paging and sort in the URL; run, stop, edit, delete. */
export function TaskListScreen() {
  const list = useTaskListSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [datasetFrom, setDatasetFrom] = useState<DatasetStrategyRef | null>(null);
  const refetchInterval = useTaskPollInterval();
  const query = useListDatasetTasks(
    { ...list.params, ...filterParams(list.search) },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval,
        refetchIntervalInBackground: false,
      },
    },
  );
  const actions = useTaskActions();
  const rows = rowsOf(query);
  const running = rows?.some((task) => task.status === RUNNING) ?? false;
  const deletion = useDeleteFlow({
    allowed: useCan('compute:task-delete'),
    rows,
    getRowId: (task) => task.id,
    scope: list.scope,
    mutation: useDeleteDatasetTasks(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListDatasetTasksQueryKey() }),
    deletable: (task) => task.status !== RUNNING,
    texts: {
      title: s.deleteTitle,
      description: (tasks) => {
        const [task] = tasks;
        return tasks.length === 1 && task
          ? s.deleteDescription(task.name)
          : s.bulkDeleteDescription(tasks.length);
      },
      deleted: s.deleted,
      failed: s.deleteFailed,
      blocked: s.runningNotDeletable,
    },
  });

  const rowActions = (task: DatasetTask): RowAction[] => {
    const isRunning = task.status === RUNNING;
    const openForm = (type: 'add' | 'edit') =>
      void navigate({
        to: '/data-compute/global-task/$type/$id',
        params: { type, id: task.id },
      });
    // Each action carries the authority code of the call it leads to; the menu leaves out the rest.
    const run = 'compute:task-run';
    const edit = 'compute:task-edit';
    return [
      { label: s.run, code: run, onSelect: () => actions.runTask(task), disabled: isRunning },
      {
        label: s.stop,
        code: run,
        onSelect: () => actions.setConfirm({ kind: 'stop', task }),
        disabled: !isRunning,
      },
      { label: s.edit, code: edit, onSelect: () => openForm('edit'), disabled: isRunning },
      { label: s.copy, code: edit, onSelect: () => openForm('add') },
      {
        label: s.saveDataset,
        code: edit,
        onSelect: () => setDatasetFrom({ id: task.strategyId, name: task.strategyName }),
      },
      // A running task is not deleted: its delete item stays in the menu, disabled with the reason.
      ...deletion.rowActions(task, isRunning ? s.runningNotDeletable : undefined),
    ];
  };

  return (
    <div className="flex flex-col gap-4">
      <TaskFilters list={list} />
      <DataTable
        label={s.listTitle}
        columns={list.sortable(taskColumns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(task) => task.id}
        rowLabel={(task) => task.name}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <>
            <Authorized code="compute:task-edit">
              <Button asChild variant="primary" size="sm">
                <Link to="/data-compute/global-task/$type/$id" params={{ type: 'add', id: 0 }}>
                  {s.add}
                </Link>
              </Button>
            </Authorized>
            {running ? (
              <span role="status" className="text-xs text-primary-text">
                {s.autoRefresh}
              </span>
            ) : null}
          </>
        }
      />
      <TaskStopDialog
        confirm={actions.confirm}
        onCancel={() => actions.setConfirm(null)}
        onStop={actions.confirmStop}
        stopping={actions.stopping}
      />
      <SaveDatasetDialog strategy={datasetFrom} onClose={() => setDatasetFrom(null)} />
    </div>
  );
}
