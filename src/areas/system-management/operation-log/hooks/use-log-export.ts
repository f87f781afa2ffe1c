import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { listOperationLogs } from '@/api/generated/endpoints/system-management/system-management';
import type { ListOperationLogsParams, OperationLog } from '@/api/generated/model';
import { csvBlob } from '@/lib/csv';
import { formatDateText } from '@/lib/date-text';
import { saveBlob } from '@/lib/download';
import { exportFailureText, ExportTooLargeError } from '@/lib/list-export';
import { notify } from '@/lib/notify';

import { logCsv } from '../log-csv';
import { operationLogStrings as s } from '../strings';

// The contract's largest page; an export reads the filtered log page by page.
const PAGE = 1000;
export const EXPORT_MAX = 50_000;

/** Export: the whole filtered log (not just the page shown) saved as one CSV. */
export function useLogExport(filters: ListOperationLogsParams) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = useMutation({
    mutationFn: async () => {
      const rows: OperationLog[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const answer = await listOperationLogs({ ...filters, pageNo, pageSize: PAGE });
        const { total, list } = answer.data;
        if (total > EXPORT_MAX) throw new ExportTooLargeError(EXPORT_MAX);
        rows.push(...list);
        setProgress({ done: rows.length, total });
        if (list.length < PAGE || rows.length >= total) return rows;
      }
    },
    onSuccess: (rows) => {
      const name = s.fileName(formatDateText('datetime', new Date()).replace(/[: ]/g, ''));
      saveBlob(csvBlob(logCsv(rows)), name);
      notify({ kind: 'success', message: s.exported(rows.length, name) });
    },
    onError: (error) =>
      notify({ kind: 'error', message: exportFailureText(error, s.exportFailed) }),
    onSettled: () => setProgress(null),
  });
  return { start: () => run.mutate(), running: run.isPending, progress };
}
