import { useMutation } from '@tanstack/react-query';

import { listTestProjects } from '@/api/generated/endpoints/test-project-management/test-project-management';
import type { ListTestProjectsParams } from '@/api/generated/model';
import { formatDate } from '@/lib/format';
import { collectExportRows, exportFailureText, saveRowsCsv } from '@/lib/list-export';
import { notify } from '@/lib/notify';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { projectCsvColumns } from './project-columns';
import { testProjectStrings as s } from './strings';

/** Export: every project the list's filters and sort show (all pages), as an Excel-safe CSV file. */
export function useProjectExport(params: ListTestProjectsParams, labels: EnumLabels) {
  return useMutation({
    mutationFn: () =>
      collectExportRows(async (pageNo, pageSize) => {
        const answer = await listTestProjects({ ...params, pageNo, pageSize });
        return answer.data;
      }),
    onSuccess: (rows) => {
      const name = s.exportFileName(formatDate(new Date().toISOString()));
      saveRowsCsv(name, projectCsvColumns(labels), rows);
      notify({ kind: 'success', message: s.exported(name) });
    },
    onError: (error) =>
      notify({ kind: 'error', message: exportFailureText(error, s.exportFailed) }),
  });
}
