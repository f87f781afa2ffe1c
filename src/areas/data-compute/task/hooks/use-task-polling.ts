import { useCallback } from 'react';

import type { DatasetTask } from '@/api/generated/model';
import { useDocumentVisibility } from '@/lib/use-document-visibility';

/** How often the task list refreshes itself while a listed task runs. */
export const TASK_POLL_MS = 3000;

const RUNNING = 1;

/**
 * The polling rule of the task list: refresh every few seconds while any listed task is running,
 * never while none is, and never while the tab is hidden (nobody is looking; it resumes on return).
 */
export function taskPollInterval(
  tasks: readonly Pick<DatasetTask, 'status'>[] | undefined,
  visibility: DocumentVisibilityState,
): number | false {
  if (visibility === 'hidden') return false;
  return tasks?.some((task) => task.status === RUNNING) ? TASK_POLL_MS : false;
}

interface TaskListQuery {
  state: { data?: { data: { list: readonly Pick<DatasetTask, 'status'>[] } } | undefined };
}

/**
 * The rule as a query's `refetchInterval`. It changes identity when the tab is hidden or shown,
 * so the query re-reads it at once instead of after its next fetch.
 */
export function useTaskPollInterval(): (query: TaskListQuery) => number | false {
  const visibility = useDocumentVisibility();
  return useCallback(
    (query: TaskListQuery) => taskPollInterval(query.state.data?.data.list, visibility),
    [visibility],
  );
}
