import type { DownloadJob } from '@/api/generated/model';
import { cn } from '@/lib/class-names';

import { downloadStrings as s, jobStatusLabels } from '../strings';

const tones: Record<string, string> = {
  pending: 'bg-surface-hover text-fg-label',
  running: 'bg-info-muted text-info-strong',
  done: 'bg-success-muted text-success-strong',
  failed: 'bg-danger-muted text-danger-strong',
  expired: 'bg-warning-muted text-warning-strong',
};

/** A job's state: its label, the packing progress while it moves, the reason when it failed. */
export function JobStatus({ job }: { job: DownloadJob }) {
  const packing = job.status === 'pending' || job.status === 'running';
  const progress = Number.isFinite(job.progress) ? Math.min(100, Math.max(0, job.progress)) : 0;
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <span
        className={cn(
          'inline-flex w-fit items-center gap-1 rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap',
          tones[job.status] ?? tones.pending,
        )}
      >
        {job.status === 'running' ? (
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-primary" />
        ) : null}
        {jobStatusLabels[job.status] ?? job.status}
      </span>
      {packing ? (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={`${s.progress} ${job.name}`}
            className="h-1.5 w-20 overflow-hidden rounded bg-surface-strong"
          >
            <div className="h-full rounded bg-primary" style={{ width: `${progress}%` }} />
          </div>
          <span className="text-xs tabular-nums text-fg-muted">{progress}%</span>
        </div>
      ) : null}
      {job.status === 'failed' && job.message ? (
        <span className="text-xs break-all text-danger-text">{job.message}</span>
      ) : null}
    </div>
  );
}
