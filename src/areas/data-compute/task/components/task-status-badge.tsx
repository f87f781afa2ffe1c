import type { DatasetTaskStatus } from '@/api/generated/model';
import { cn } from '@/lib/class-names';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { taskStatusLabels, taskStrings } from '../strings';

const tones: Record<DatasetTaskStatus, string> = {
  0: 'bg-surface-hover text-fg-label',
  1: 'bg-info-muted text-info-strong',
  2: 'bg-success-muted text-success-strong',
  3: 'bg-warning-muted text-warning-strong',
  4: 'bg-danger-muted text-danger-strong',
};

export function TaskStatusBadge({ status }: { status: DatasetTaskStatus }) {
  const labels = useEnumLabels('task_status', taskStatusLabels);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[status] ?? tones[0],
      )}
    >
      {status === 1 ? (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-primary" />
      ) : null}
      {labels[status] ?? String(status)}
    </span>
  );
}

export function TaskProgress({ value, compact }: { value: number; compact?: boolean }) {
  const safe = Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
  return (
    <div className={cn('flex items-center gap-2', compact ? 'w-20' : 'min-w-24')}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={safe}
        aria-label={taskStrings.progress}
        className="h-1.5 flex-1 overflow-hidden rounded bg-surface-strong"
      >
        <div className="h-full rounded bg-primary" style={{ width: `${safe}%` }} />
      </div>
      <span className="text-right text-xs tabular-nums text-fg-muted">{safe}%</span>
    </div>
  );
}
