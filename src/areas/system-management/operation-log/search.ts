import {
  type ListOperationLogsParams,
  OperationLogAction,
  type OperationLogResult,
  type OperationLogSortBy,
} from '@/api/generated/model';
import type { ListSearch } from '@/components/data-table';
import { parseDateText } from '@/lib/date-text';

/** The operation log's URL search: times as the picker writes them (yyyy-MM-dd HH:mm:ss). */
export interface LogSearch extends ListSearch<OperationLogSortBy> {
  username?: string;
  action?: OperationLogAction;
  result?: OperationLogResult;
  start?: string;
  end?: string;
}

export const ACTIONS = Object.values(OperationLogAction);

/** The filters a reset clears. */
export const LOG_FILTERS = ['username', 'action', 'result', 'start', 'end'] as const;

/** The order the list shows when the URL names none: newest first (the server's own order). */
export const LOG_DEFAULT_SORT = { sortBy: 'time', sortOrder: 'desc' } as const;

const iso = (text: string | undefined): string | undefined => {
  const date = text ? parseDateText('datetime', text) : null;
  return date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined;
};

/** The filters as listOperationLogs takes them, beside the list's paging and sort. */
export function toFilterParams(search: LogSearch): Partial<ListOperationLogsParams> {
  const params: Partial<ListOperationLogsParams> = {};
  if (search.username) params.username = search.username;
  if (search.action) params.action = search.action;
  if (search.result) params.result = search.result;
  const startTime = iso(search.start);
  const endTime = iso(search.end);
  if (startTime) params.startTime = startTime;
  if (endTime) params.endTime = endTime;
  return params;
}
