import { keepPreviousData } from '@tanstack/react-query';

import {
  useListDataFiles,
  useListOriFiles,
} from '@/api/generated/endpoints/data-manager/data-manager';
import type { DataFile, ListOriFilesParams, OriFile } from '@/api/generated/model';
import type { ListQuery } from '@/components/data-table';

import type { FileTab } from '../search';

export type FileRow = DataFile & Partial<Pick<OriFile, 'deviceSn' | 'validFlag' | 'remark'>>;

/** The list query of the chosen tab: original files or uploaded data files, same params. */
export function useFileList(tab: FileTab, params: ListOriFilesParams): ListQuery<FileRow> {
  const options = { placeholderData: keepPreviousData };
  const ori = useListOriFiles(params, { query: { ...options, enabled: tab === 'ori' } });
  const data = useListDataFiles(params, { query: { ...options, enabled: tab === 'data' } });
  return tab === 'ori' ? ori : data;
}
