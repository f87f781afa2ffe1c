import type { UpgradeDeviceStatus, UpgradeJobStatus } from '@/api/generated/model';
import { cn } from '@/lib/class-names';

import { deviceStatusLabels, jobStatusLabels } from '../strings';

const TONE: Record<UpgradeJobStatus | UpgradeDeviceStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  queued: 'bg-slate-100 text-slate-700',
  waiting: 'bg-slate-100 text-slate-700',
  running: 'bg-blue-50 text-blue-800',
  downloading: 'bg-blue-50 text-blue-800',
  upgrading: 'bg-blue-50 text-blue-800',
  paused: 'bg-amber-50 text-amber-900',
  finished: 'bg-green-50 text-green-800',
  succeeded: 'bg-green-50 text-green-800',
  failed: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-slate-600',
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
        className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <span className="block h-full bg-blue-600" style={{ width: `${value}%` }} />
      </span>
      <span className="text-xs tabular-nums text-slate-700">{value}%</span>
    </span>
  );
}
