import { useState } from 'react';

import { useGetUpgradeJob } from '@/api/generated/endpoints/device-management/device-management';
import type { UpgradeJobDevice } from '@/api/generated/model';
import { type DataColumn, DataTable, type RowId } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentVisibility } from '@/lib/use-document-visibility';

import { useJobActions } from '../hooks/use-job-actions';
import { firstBatchView, jobActions, jobPollInterval } from '../job-rules';
import { upgradeStrings as s } from '../strings';
import { DeviceStatusBadge, JobStatusBadge, ProgressBar } from './status-badges';

const columns: readonly DataColumn<UpgradeJobDevice>[] = [
  {
    id: 'serialNo',
    header: s.serialNo,
    hideable: false,
    cell: (d) => <span className="font-mono text-xs">{d.serialNo}</span>,
  },
  { id: 'name', header: s.deviceName, cell: (d) => d.name },
  { id: 'fromVersion', header: s.fromVersion, cell: (d) => d.fromVersion ?? '—' },
  { id: 'batch', header: s.batch, cell: (d) => s.batchValue(d.batch) },
  { id: 'attempt', header: s.attempt, cell: (d) => d.attempt },
  {
    id: 'status',
    header: s.deviceStatus,
    hideable: false,
    cell: (d) => <DeviceStatusBadge status={d.status} />,
  },
  {
    id: 'progress',
    header: s.progress,
    cell: (d) => <ProgressBar value={d.progress} label={d.serialNo} />,
  },
  {
    id: 'message',
    header: s.message,
    cell: (d) => <span className="text-xs">{d.message ?? '—'}</span>,
  },
];

// A job that is not staged has no batches to show.
const unstagedColumns = columns.filter((column) => column.id !== 'batch');

/** One job, live while it moves: progress, the first batch against its threshold, actions. */
export function JobView({ jobId, onBack }: { jobId: number; onBack: () => void }) {
  const visibility = useDocumentVisibility();
  const query = useGetUpgradeJob(
    { id: jobId },
    {
      query: {
        refetchInterval: (q) => jobPollInterval(q.state.data?.data.job.status, visibility),
      },
    },
  );
  const actions = useJobActions(jobId);
  const [selected, setSelected] = useState<Set<RowId>>(new Set());

  if (query.isPending) return <Spinner label={s.devicesTitle} />;
  if (query.isError) {
    return (
      <Alert>
        {s.jobFailed}
        <Button size="sm" className="ml-3" onClick={() => void query.refetch()}>
          {s.retry}
        </Button>
      </Alert>
    );
  }
  const { job, devices } = query.data.data;
  const allowed = jobActions(job);
  const batch = firstBatchView(job, devices);
  const failedChosen = devices.filter((d) => selected.has(d.deviceId) && d.status === 'failed');
  const haltedByRule = job.status === 'paused' && job.haltReason !== null;

  return (
    <section aria-label={s.jobLabel(job.id)} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={onBack}>
          {s.backToHistory}
        </Button>
        <h2 className="text-base font-semibold text-fg">
          {s.jobTitle(job.id, s.firmwareOption(job.firmware.name, job.firmware.version))}
        </h2>
        <JobStatusBadge status={job.status} />
        <ProgressBar value={job.progress} label={s.jobLabel(job.id)} />
        <span className="text-sm text-fg-label">
          {s.counts} {s.countsValue(job.succeededCount, job.failedCount, job.deviceCount)}
        </span>
        {jobPollInterval(job.status, visibility) ? (
          <span role="status" className="text-xs text-primary-text">
            {s.autoRefresh}
          </span>
        ) : null}
      </div>
      {haltedByRule ? <Alert>{job.haltReason}</Alert> : null}
      {batch.kind === 'running' ? (
        <p className="text-sm text-fg-label">{s.firstBatchRunning(batch.ended, batch.size)}</p>
      ) : null}
      {batch.kind === 'decided' ? (
        <p className="text-sm text-fg-label">
          {s.stageLine(
            job.stage === 'rest' ? s.stageRest : s.stageFirst,
            s.firstBatchRate(batch.failed, batch.size, batch.rate, batch.threshold),
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={!allowed.pause || actions.busy} onClick={actions.pause}>
          {s.pause}
        </Button>
        <Button
          size="sm"
          variant={haltedByRule ? 'primary' : 'default'}
          disabled={!allowed.resume || actions.busy}
          onClick={() => actions.resume(haltedByRule ? s.resumeRest : s.resume)}
        >
          {haltedByRule ? s.resumeRest : s.resume}
        </Button>
        <Button size="sm" disabled={!allowed.retry || actions.busy} onClick={() => actions.retry()}>
          {s.retryFailed}
        </Button>
        {failedChosen.length > 0 ? (
          <Button
            size="sm"
            disabled={!allowed.retry || actions.busy}
            onClick={() => actions.retry(failedChosen.map((d) => d.deviceId))}
          >
            {s.retrySelected(failedChosen.length)}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="destructive"
          disabled={!allowed.cancel || actions.busy}
          onClick={actions.askCancel}
        >
          {s.cancelJob}
        </Button>
      </div>
      <DataTable
        label={s.devicesTitle}
        columns={job.rollout ? columns : unstagedColumns}
        rows={devices}
        getRowId={(d) => d.deviceId}
        rowLabel={(d) => d.serialNo}
        status="success"
        selected={selected}
        onSelectedChange={setSelected}
      />
      <ConfirmDialog
        open={actions.confirmCancel}
        onOpenChange={(open) => (open ? undefined : actions.dismissCancel())}
        title={s.cancelTitle}
        description={s.cancelDescription(job.id)}
        confirmLabel={s.cancelJob}
        destructive
        pending={actions.cancelling}
        onConfirm={actions.cancel}
      />
    </section>
  );
}
