import { useMutation } from '@tanstack/react-query';
import { listCarTeams } from '@/api/generated/endpoints/master-data-management/master-data-management';
import { formatDate } from '@/lib/format';
import { collectExportRows, exportFailureText, saveRowsCsv } from '@/lib/list-export';
import { notify } from '@/lib/notify';
import { carTeamCsvColumns } from './car-team-columns';
import { toListParams, type CarTeamSearch } from './list-params';
import { carTeamStrings as s } from './strings';

/** Export: every fleet the filters show (all pages), as an Excel-safe CSV file. */
export function useCarTeamExport(search: CarTeamSearch) {
  return useMutation({
    mutationFn: () =>
      collectExportRows(async (pageNo, pageSize) => {
        const answer = await listCarTeams({ ...toListParams(search), pageNo, pageSize });
        return answer.data;
      }),
    onSuccess: (rows) => {
      const name = s.exportFileName(formatDate(new Date().toISOString()));
      saveRowsCsv(name, carTeamCsvColumns, rows);
      notify({ kind: 'success', message: s.exported(name) });
    },
    onError: (error) =>
      notify({ kind: 'error', message: exportFailureText(error, s.exportFailed) }),
  });
}
