import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  collectExportRows,
  exportFailureText,
  saveRowsCsv,
  type CsvColumn,
  type PageAnswer,
} from '@/lib/list-export';
import { notify } from '@/lib/notify';
import { masterStrings as s } from './strings';

/** Export: every row of the filtered list (not only the page shown) to an Excel-safe CSV. */
export function useMasterExport<T>(options: {
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ data: PageAnswer<T> }>;
  columns: readonly CsvColumn<T>[];
  fileName: (day: string) => string;
}) {
  return useMutation({
    mutationFn: () =>
      collectExportRows(
        async (pageNo, pageSize) => (await options.fetchPage(pageNo, pageSize)).data,
      ),
    onSuccess: (rows) => {
      const name = options.fileName(format(new Date(), 'yyyyMMdd'));
      saveRowsCsv(name, options.columns, rows);
      notify({ kind: 'success', message: s.exported(name, rows.length) });
    },
    onError: (error) =>
      notify({ kind: 'error', message: exportFailureText(error, s.exportFailed) }),
  });
}
