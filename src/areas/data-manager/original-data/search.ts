import type { DataFileStatus, ListOriFilesParams } from '@/api/generated/model';
import { parseDateText } from '@/lib/date-text';

export type FileTab = 'ori' | 'data';

/** The screen's URL search, as the route validates it (every field optional). */
export interface FileListSearch {
  tab?: FileTab;
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  carTeamId?: number;
  vin?: string;
  portType?: string;
  status?: DataFileStatus;
  /** yyyy-MM-dd HH:mm:ss, as typed in the range picker. */
  startTime?: string;
  endTime?: string;
}

export type FileFilterPatch = Omit<FileListSearch, 'tab' | 'pageNo' | 'pageSize'>;

/** A time from the URL as the contract's date-time, or absent when it does not read. */
export const toApiTime = (text: string | undefined): string | undefined => {
  const date = text ? parseDateText('datetime', text) : null;
  return date ? date.toISOString() : undefined;
};

/** The filters a reset clears, beside the keyword. */
export const FILE_FILTERS = [
  'carTeamId',
  'vin',
  'portType',
  'status',
  'startTime',
  'endTime',
] as const;

/** The filter params for a URL search (both file lists take the same ones), beside paging. */
export function filterParams(
  search: FileListSearch,
): Omit<ListOriFilesParams, 'pageNo' | 'pageSize' | 'keyword'> {
  const params: Omit<ListOriFilesParams, 'pageNo' | 'pageSize' | 'keyword'> = {};
  if (search.carTeamId !== undefined) params.carTeamId = search.carTeamId;
  if (search.vin) params.vin = search.vin;
  if (search.portType) params.portType = search.portType;
  if (search.status) params.status = search.status;
  const startTime = toApiTime(search.startTime);
  const endTime = toApiTime(search.endTime);
  // A reversed range is shown with its message beside the fields and not sent.
  const reversed = startTime !== undefined && endTime !== undefined && startTime >= endTime;
  if (startTime && !reversed) params.startTime = startTime;
  if (endTime && !reversed) params.endTime = endTime;
  return params;
}

export const NO_FILTERS: { [K in keyof Required<FileFilterPatch>]: undefined } = {
  keyword: undefined,
  carTeamId: undefined,
  vin: undefined,
  portType: undefined,
  status: undefined,
  startTime: undefined,
  endTime: undefined,
};

export const isFiltered = (search: FileListSearch): boolean =>
  Object.keys(NO_FILTERS).some((key) => search[key as keyof FileFilterPatch] !== undefined);
