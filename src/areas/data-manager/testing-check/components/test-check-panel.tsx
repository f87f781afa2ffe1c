import { useQueryClient } from '@tanstack/react-query';

import {
  exportTestChecks,
  getGetTestCheckQueryKey,
  getListTestChecksQueryKey,
  useGetTestCheck,
  useListTestChecks,
  useRunTestCheck,
} from '@/api/generated/endpoints/data-manager/data-manager';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { saveBlob } from '@/lib/download';

import { testingCheckStrings as s } from '../strings';
import { CheckItems } from './check-items';
import { RemarkForm } from './remark-form';

/** The test-check result of the chosen car and day, beside the chart: read, re-run, annotate, export. */
export function TestCheckPanel({ vin, day }: { vin: string; day: string }) {
  const queryClient = useQueryClient();
  const params = { vin, startDate: day, endDate: day, pageNo: 1, pageSize: 1 };
  const list = useListTestChecks(params);
  const check = list.data?.data.list[0];
  const detail = useGetTestCheck(
    { id: check?.id ?? 0 },
    { query: { enabled: check !== undefined } },
  );
  const run = useRunTestCheck({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListTestChecksQueryKey(params) });
        void queryClient.invalidateQueries({
          queryKey: getGetTestCheckQueryKey({ id: check?.id ?? 0 }),
        });
      },
    },
  });
  const exportCsv = async () => {
    const text = await exportTestChecks({ vin, startDate: day, endDate: day });
    saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), s.fileName(day));
  };

  return (
    <section
      aria-label={s.checks}
      className="flex flex-col gap-3 rounded border border-slate-200 p-3"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-medium">{s.checks}</h2>
          <p className="text-xs text-slate-500">{s.checksFor(vin, day)}</p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            pending={run.isPending}
            onClick={() => run.mutate({ data: { vin, checkDate: day } })}
          >
            {s.runCheck}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void exportCsv()}>
            {s.exportChecks}
          </Button>
        </div>
      </header>
      {run.isError && <Alert>{run.error.message}</Alert>}
      {list.isError && (
        <Alert title={s.loadFailed} onRetry={() => void list.refetch()} retryLabel={s.retry} />
      )}
      {list.isPending && <Spinner label={s.loading} />}
      {list.isSuccess && !check && <p className="text-sm text-slate-500">{s.noCheck}</p>}
      {check && (
        <p className="text-sm">
          <span className="font-medium">{s.results[check.result]}</span>{' '}
          {s.counts(check.passedCount, check.warningCount, check.failedCount)}
        </p>
      )}
      {detail.isError && (
        <Alert title={s.loadFailed} onRetry={() => void detail.refetch()} retryLabel={s.retry} />
      )}
      {detail.data && <CheckItems items={detail.data.data.items} />}
      {check && <RemarkForm key={check.id} id={check.id} remark={check.remark} />}
    </section>
  );
}
