import { useMutation } from '@tanstack/react-query';

import {
  collectExportRows,
  type CsvColumn,
  exportFailureText,
  type PageAnswer,
  saveRowsCsv,
} from '@/lib/list-export';
import { notify } from '@/lib/notify';

export interface ListExportOptions<T> {
  /** One page of the list as its filters show it: the list call with this page and size. */
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ data: PageAnswer<T> }>;
  columns: readonly CsvColumn<T>[];
  /** The file's name, made when the file is saved. */
  fileName: (now: Date) => string;
  texts: {
    /** The success toast, naming the file and how many rows it holds. */
    exported: (name: string, count: number) => string;
    /** Shown when a failure brings no text of its own. */
    failed: string;
  };
}

/**
 * Export of a list: every row the filters show (all pages, not only the one on screen) to an
 * Excel-safe CSV file. A list longer than one export may carry is refused with the shared message
 * asking to narrow the filters; any other failure is told with the server's reason.
 */
export function useListExport<T>({ fetchPage, columns, fileName, texts }: ListExportOptions<T>) {
  return useMutation({
    mutationFn: () =>
      collectExportRows(async (pageNo, pageSize) => (await fetchPage(pageNo, pageSize)).data),
    onSuccess: (rows) => {
      const name = fileName(new Date());
      saveRowsCsv(name, columns, rows);
      notify({ kind: 'success', message: texts.exported(name, rows.length) });
    },
    onError: (error) => notify({ kind: 'error', message: exportFailureText(error, texts.failed) }),
  });
}
