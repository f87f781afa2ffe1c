import type { DownloadJob } from '@/api/generated/model';
import { cn } from '@/lib/class-names';

import { downloadStrings as s, jobStatusLabels } from '../strings';

const tones: Record<string, string> = {
  pending: 'bg-slate-100 text-slate-700',
  running: 'bg-blue-100 text-blue-800',
  done: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-amber-100 text-amber-900',
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
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-blue-600" />
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
            className="h-1.5 w-20 overflow-hidden rounded bg-slate-200"
          >
            <div className="h-full rounded bg-blue-600" style={{ width: `${progress}%` }} />
          </div>
          <span className="text-xs tabular-nums text-slate-600">{progress}%</span>
        </div>
      ) : null}
      {job.status === 'failed' && job.message ? (
        <span className="text-xs break-all text-red-700">{job.message}</span>
      ) : null}
    </div>
  );
}
