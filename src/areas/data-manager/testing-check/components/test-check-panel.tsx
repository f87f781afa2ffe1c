import { useMutation, useQueryClient } from '@tanstack/react-query';

import { failureText } from '@/api/errors';
import {
  exportTestChecks,
  getGetTestCheckQueryKey,
  getListTestChecksQueryKey,
  useGetTestCheck,
  useListTestChecks,
  useRunTestCheck,
} from '@/api/generated/endpoints/data-manager/data-manager';
import type { GetTestCheck200 } from '@/api/generated/model';
import { AuthorizedButton } from '@/components/auth/authorized';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { csvBlob } from '@/lib/csv';
import { saveBlob } from '@/lib/download';
import { formatDateTime } from '@/lib/format';

import { useCheckPollInterval } from '../hooks/use-check-polling';
import { testingCheckStrings as s } from '../strings';
import { CheckItems } from './check-items';
import { RemarkForm } from './remark-form';

/**
 * The test-check result of the chosen car and day, beside the chart: read, re-run, annotate,
 * export. A running check is read again until its result is in.
 */
export function TestCheckPanel({ vin, day }: { vin: string; day: string }) {
  const queryClient = useQueryClient();
  const params = { vin, startDate: day, endDate: day, pageNo: 1, pageSize: 1 };
  const list = useListTestChecks(params);
  const listed = list.data?.data.list[0];
  const refetchInterval = useCheckPollInterval();
  const detail = useGetTestCheck(
    { id: listed?.id ?? 0 },
    {
      query: { enabled: listed !== undefined, refetchInterval, refetchIntervalInBackground: false },
    },
  );
  // The detail is read again while the check runs, so it is the newer word once it is there.
  const check = detail.data?.data ?? listed;
  const running = check?.result === 'running';
  const run = useRunTestCheck({
    mutation: {
      onSuccess: ({ data: started }) => {
        queryClient.setQueryData<GetTestCheck200>(
          getGetTestCheckQueryKey({ id: started.id }),
          (old) => old && { ...old, data: { ...started, items: [] } },
        );
        void queryClient.invalidateQueries({ queryKey: getListTestChecksQueryKey(params) });
        void queryClient.invalidateQueries({
          queryKey: getGetTestCheckQueryKey({ id: started.id }),
        });
      },
    },
  });
  const exporter = useMutation({
    mutationFn: () => exportTestChecks({ vin, startDate: day, endDate: day }),
    onSuccess: (text) => saveBlob(csvBlob(text), s.fileName(day)),
  });

  return (
    <section
      aria-label={s.checks}
      className="flex flex-col gap-3 rounded border border-border-muted p-3"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-medium">{s.checks}</h2>
          <p className="text-xs text-fg-subtle">{s.checksFor(vin, day)}</p>
        </div>
        <div className="flex gap-2">
          <AuthorizedButton
            code="data:testing-check-edit"
            size="sm"
            pending={run.isPending || running}
            onClick={() => run.mutate({ data: { vin, checkDate: day } })}
          >
            {s.runCheck}
          </AuthorizedButton>
          <Button
            size="sm"
            variant="outline"
            pending={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            {s.exportChecks}
          </Button>
        </div>
      </header>
      {run.isError && <Alert title={s.runFailed}>{failureText(run.error, null)}</Alert>}
      {exporter.isError && (
        <Alert title={s.exportFailed}>{failureText(exporter.error, null)}</Alert>
      )}
      {list.isError && (
        <Alert title={s.loadFailed} onRetry={() => void list.refetch()} retryLabel={s.retry} />
      )}
      {list.isPending && <Spinner label={s.loading} />}
      {list.isSuccess && !check && <p className="text-sm text-fg-subtle">{s.noCheck}</p>}
      {check &&
        (running ? (
          <p role="status" className="flex items-center gap-2 text-sm text-primary-text">
            <Spinner />
            {s.running}
          </p>
        ) : (
          <div className="text-sm">
            <p>
              <span className="font-medium">{s.results[check.result]}</span>{' '}
              {s.counts(check.passedCount, check.warningCount, check.failedCount)}
            </p>
            {check.checkedAt && (
              <p className="text-xs text-fg-subtle">
                {s.checkedAt(formatDateTime(check.checkedAt))}
              </p>
            )}
          </div>
        ))}
      {detail.isError && (
        <Alert title={s.loadFailed} onRetry={() => void detail.refetch()} retryLabel={s.retry} />
      )}
      {detail.data && !running && <CheckItems items={detail.data.data.items} />}
      {listed && <RemarkForm key={listed.id} id={listed.id} remark={listed.remark} />}
    </section>
  );
}
