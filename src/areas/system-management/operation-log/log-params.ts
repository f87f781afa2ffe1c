import {
  OperationLogAction,
  type ListOperationLogsParams,
  type OperationLogResult,
} from '@/api/generated/model';
import { parseDateText } from '@/lib/date-text';

/** 操作日志's URL search: times as the picker writes them (yyyy-MM-dd HH:mm:ss). */
export interface LogSearch {
  pageNo?: number;
  pageSize?: number;
  username?: string;
  action?: OperationLogAction;
  result?: OperationLogResult;
  start?: string;
  end?: string;
}

export type LogFilterPatch = Omit<LogSearch, 'pageNo' | 'pageSize'>;
export const DEFAULT_PAGE_SIZE = 20;
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

/** The filters as listOperationLogs takes them, without the page. */
export function toFilterParams(search: LogSearch): ListOperationLogsParams {
  const params: ListOperationLogsParams = {};
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
