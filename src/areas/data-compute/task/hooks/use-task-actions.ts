import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText, isApiError } from '@/api/errors';
import {
  getListDatasetTasksQueryKey,
  useRunDatasetTask,
  useStopDatasetTask,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetTask, ListDatasetTasks200 } from '@/api/generated/model';
import { notify } from '@/lib/notify';

import { taskStrings as s } from '../strings';

export type PendingConfirm = { kind: 'stop'; task: DatasetTask } | null;

/** Whether a failure left no answer: the run may well go on, the list tells how it ends. */
const unanswered = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** Run and stop of the task list, with the confirmation a stop needs. */
export function useTaskActions() {
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<PendingConfirm>(null);
  const listKey = getListDatasetTasksQueryKey();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  // The run answers only when the task ends, so the list sends it in the background, without a
  // timeout (the contract's detached timeout); the list's polling shows how the run goes and ends.
  const run = useRunDatasetTask({ request: { detached: true } });
  const stop = useStopDatasetTask();

  const markRunning = (id: number) =>
    queryClient.setQueriesData<ListDatasetTasks200>({ queryKey: listKey }, (page) =>
      page
        ? {
            ...page,
            data: {
              ...page.data,
              list: page.data.list.map((task) =>
                task.id === id ? { ...task, status: 1, progress: 0, message: null } : task,
              ),
            },
          }
        : page,
    );

  const runTask = (task: DatasetTask) => {
    // The list shows it running at once and starts polling; the answer comes when the run ends.
    markRunning(task.id);
    notify({ kind: 'info', message: s.runStarted(task.name) });
    run.mutate(
      { data: { id: task.id } },
      {
        onSuccess: ({ data }) => {
          if (data.status === 2) notify({ kind: 'success', message: s.runFinished(task.name) });
          if (data.status === 4) {
            notify({ kind: 'error', message: s.runFailed(task.name, data.message ?? '') });
          }
        },
        onError: (error) => {
          if (!unanswered(error)) {
            notify({ kind: 'error', message: s.runFailed(task.name, failureText(error, '')) });
          }
        },
        onSettled: () => void refresh(),
      },
    );
  };

  const confirmStop = () => {
    if (confirm?.kind !== 'stop') return;
    const { task } = confirm;
    stop.mutate(
      { data: { id: task.id } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.stopped(task.name) });
          setConfirm(null);
        },
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.stopFailed) }),
        onSettled: () => void refresh(),
      },
    );
  };

  return {
    confirm,
    setConfirm,
    runTask,
    confirmStop,
    stopping: stop.isPending,
  };
}
