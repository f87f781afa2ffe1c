import type { UpgradeDeviceStatus, UpgradeJobStatus } from '@/api/generated/model';
import { cn } from '@/lib/class-names';

import { deviceStatusLabels, jobStatusLabels } from '../strings';

const TONE: Record<UpgradeJobStatus | UpgradeDeviceStatus, string> = {
  pending: 'bg-surface-hover text-fg-label',
  queued: 'bg-surface-hover text-fg-label',
  waiting: 'bg-surface-hover text-fg-label',
  running: 'bg-primary-soft text-info-strong',
  downloading: 'bg-primary-soft text-info-strong',
  upgrading: 'bg-primary-soft text-info-strong',
  paused: 'bg-warning-soft text-warning-strong',
  finished: 'bg-success-soft text-success-strong',
  succeeded: 'bg-success-soft text-success-strong',
  failed: 'bg-danger-soft text-danger-strong',
  cancelled: 'bg-surface-hover text-fg-muted',
};

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export function JobStatusBadge({ status }: { status: UpgradeJobStatus }) {
  return <span className={cn(badge, TONE[status])}>{jobStatusLabels[status]}</span>;
}

export function DeviceStatusBadge({ status }: { status: UpgradeDeviceStatus }) {
  return <span className={cn(badge, TONE[status])}>{deviceStatusLabels[status]}</span>;
}

/** A progress bar with its percentage, named for assistive technology. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <span className="flex items-center gap-2">
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-1.5 w-24 overflow-hidden rounded-full bg-surface-strong"
      >
        <span className="block h-full bg-primary" style={{ width: `${value}%` }} />
      </span>
      <span className="text-xs tabular-nums text-fg-label">{value}%</span>
    </span>
  );
}
