import { useMutation } from '@tanstack/react-query';

import { exportMarkerRuleRecordsCsv } from '@/api/generated/endpoints/data-compute/data-compute';
import type { ExportMarkerRuleRecordsCsvParams } from '@/api/generated/model';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/notify';

import { notifyActionError } from '../data-dashboard/notify-error';
import { csvBlob, exportFileName } from './csv-file';
import { markerStrings as s } from './strings';

/**
 * Export: the whole filtered list as CSV, saved only once the full body has arrived, with a BOM so
 * Excel shows the Chinese text.
 */
export function useCsvExport(params: ExportMarkerRuleRecordsCsvParams) {
  return useMutation({
    mutationFn: () => exportMarkerRuleRecordsCsv(params),
    onSuccess: (text) => {
      const name = exportFileName();
      saveBlob(csvBlob(text), name);
      notify({ kind: 'success', message: s.exported(name) });
    },
    onError: notifyActionError,
  });
}
