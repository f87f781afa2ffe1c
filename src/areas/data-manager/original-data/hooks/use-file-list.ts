import { keepPreviousData } from '@tanstack/react-query';
import {
  useListDataFiles,
  useListOriFiles,
} from '@/api/generated/endpoints/data-manager/data-manager';
import type { DataFile, OriFile } from '@/api/generated/model';
import { toListParams, type FileListSearch } from '../list-params';

export type FileRow = DataFile & Partial<Pick<OriFile, 'deviceSn' | 'validFlag' | 'remark'>>;

/** The page of the chosen tab: original files or uploaded data files, same filters. */
export function useFileList(search: FileListSearch) {
  const tab = search.tab ?? 'ori';
  const params = toListParams(search);
  const options = { placeholderData: keepPreviousData };
  const ori = useListOriFiles(params, { query: { ...options, enabled: tab === 'ori' } });
  const data = useListDataFiles(params, { query: { ...options, enabled: tab === 'data' } });
  const query = tab === 'ori' ? ori : data;
  const page = query.data?.data;
  return {
    tab,
    page,
    rows: page?.list as FileRow[] | undefined,
    status: query.status,
    error: query.error,
    fetching: query.isPlaceholderData,
    refetch: () => void query.refetch(),
  };
}
