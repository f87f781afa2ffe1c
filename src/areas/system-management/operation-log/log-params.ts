import {
  OperationLogAction,
  type ListOperationLogsParams,
  type OperationLogResult,
  type OperationLogSortBy,
} from '@/api/generated/model';
import { parseDateText } from '@/lib/date-text';
import { DEFAULT_PAGE_SIZE, sortParams, type ListSort } from '@/lib/list-search';
import { logSortFields } from './components/log-columns';

/** The operation log's URL search: times as the picker writes them (yyyy-MM-dd HH:mm:ss). */
export interface LogSearch extends ListSort<OperationLogSortBy> {
  pageNo?: number;
  pageSize?: number;
  username?: string;
  action?: OperationLogAction;
  result?: OperationLogResult;
  start?: string;
  end?: string;
}

export type LogFilterPatch = Omit<LogSearch, 'pageNo' | 'pageSize' | keyof ListSort>;
export const ACTIONS = Object.values(OperationLogAction);

export const NO_FILTERS: { [K in keyof Required<LogFilterPatch>]: undefined } = {
  username: undefined,
  action: undefined,
  result: undefined,
  start: undefined,
  end: undefined,
};

const iso = (text: string | undefined): string | undefined => {
  const date = text ? parseDateText('datetime', text) : null;
  return date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined;
};

/** The order the list shows: the URL's, else newest first (the server's own order). */
export const shownSort = (search: LogSearch): ListSort<OperationLogSortBy> =>
  search.sortBy
    ? { sortBy: search.sortBy, sortOrder: search.sortOrder ?? 'desc' }
    : { sortBy: 'time', sortOrder: 'desc' };

/**
 * A header click as the URL keeps it. Clicking the time column while it shows newest first clears the sort,
 * which would show newest first again: the click asks for oldest first instead.
 */
export const sortPatch = (sort: ListSort<OperationLogSortBy>): ListSort<OperationLogSortBy> =>
  sort.sortBy ? sort : { sortBy: 'time', sortOrder: 'asc' };

/** The filters and the order as listOperationLogs takes them, without the page. */
export function toFilterParams(search: LogSearch): ListOperationLogsParams {
  const params: ListOperationLogsParams = { ...sortParams(search, logSortFields) };
  if (search.username) params.username = search.username;
  if (search.action) params.action = search.action;
  if (search.result) params.result = search.result;
  const startTime = iso(search.start);
  const endTime = iso(search.end);
  if (startTime) params.startTime = startTime;
  if (endTime) params.endTime = endTime;
  return params;
}

export const toListParams = (search: LogSearch): ListOperationLogsParams => ({
  ...toFilterParams(search),
  pageNo: search.pageNo ?? 1,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
});
