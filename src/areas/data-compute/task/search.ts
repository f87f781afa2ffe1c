import { getRouteApi } from '@tanstack/react-router';

import type {
  DatasetTaskStatus,
  ListDatasetTasksParams,
  ListDatasetTasksSortBy,
} from '@/api/generated/model';
import { type SortFields, useListSearch } from '@/components/data-table';

const route = getRouteApi('/_app/data-compute/task');

/** The task list's URL search, as the route validates it (every field optional). */
export interface TaskListSearch {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  vins?: string[];
  versions?: number[];
  portTypes?: string[];
  status?: number;
  sortBy?: ListDatasetTasksSortBy;
  sortOrder?: 'asc' | 'desc';
}

/** Columns the server sorts the list by, with the field each one sorts by. */
const taskSortFields: SortFields<ListDatasetTasksSortBy> = {
  name: 'name',
  startTime: 'startTime',
  status: 'status',
  progress: 'progress',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

export const isTaskStatus = (value: unknown): value is DatasetTaskStatus =>
  value === 0 || value === 1 || value === 2 || value === 3 || value === 4;

/** The list's URL search bound to its call: newest first unless the URL names another order. */
export function useTaskListSearch() {
  return useListSearch<TaskListSearch, ListDatasetTasksSortBy>({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: taskSortFields,
    filters: ['vins', 'versions', 'portTypes', 'status'],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  });
}

export type TaskList = ReturnType<typeof useTaskListSearch>;

/** The listDatasetTasks filters of a URL search, empty ones left out (paging and sort aside). */
export function filterParams(
  search: TaskListSearch,
): Omit<ListDatasetTasksParams, 'pageNo' | 'pageSize'> {
  const params: Omit<ListDatasetTasksParams, 'pageNo' | 'pageSize'> = {};
  if (search.vins?.length) params.vins = search.vins;
  if (search.versions?.length) params.versions = search.versions.filter((id) => id > 0);
  if (search.portTypes?.length) params.portTypes = search.portTypes;
  if (isTaskStatus(search.status)) params.status = search.status;
  return params;
}
