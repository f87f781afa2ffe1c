import type {
  DatasetTaskStatus,
  ListDatasetTasksParams,
  ListDatasetTasksSortBy,
} from '@/api/generated/model';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';

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

export const DEFAULT_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

export const isTaskStatus = (value: unknown): value is DatasetTaskStatus =>
  value === 0 || value === 1 || value === 2 || value === 3 || value === 4;

/** The listDatasetTasks params for a URL search: defaults applied, empty filters left out. */
export function toListParams(search: TaskListSearch): ListDatasetTasksParams {
  const params: ListDatasetTasksParams = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
    sortOrder: search.sortOrder ?? DEFAULT_SORT.sortOrder,
  };
  if (search.keyword) params.keyword = search.keyword;
  if (search.vins?.length) params.vins = search.vins;
  if (search.versions?.length) params.versions = search.versions.filter((id) => id > 0);
  if (search.portTypes?.length) params.portTypes = search.portTypes;
  if (isTaskStatus(search.status)) params.status = search.status;
  return params;
}

/** Whether any filter or search narrows the list (paging and sort aside). */
export const isFiltered = (search: TaskListSearch): boolean =>
  Boolean(
    search.keyword ||
    search.vins?.length ||
    search.versions?.length ||
    search.portTypes?.length ||
    isTaskStatus(search.status),
  );
