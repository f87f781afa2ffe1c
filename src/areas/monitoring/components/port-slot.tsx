import { memo } from 'react';

import type { MonitorPort } from '@/api/generated/model';
import { cn } from '@/lib/class-names';

import { monitoringStrings as s } from '../strings';

interface PortSlotProps {
  index: number;
  port: MonitorPort | undefined;
  withinCapacity: boolean;
  /** The device has been silent too long: a running port's state is no longer known. */
  silent: boolean;
}

const TONE: Record<number, string> = {
  0: 'border-border-muted bg-surface-muted text-fg-muted',
  1: 'border-success-border bg-success-soft text-success-strong',
  2: 'border-warning-border bg-warning-soft text-warning-strong',
};

/** One slot of a bus type: its index and status (0 = idle), or that it is free. */
export const PortSlot = memo(function PortSlot({
  index,
  port,
  withinCapacity,
  silent,
}: PortSlotProps) {
  const status = port ? (s.portStatus[port.status] ?? String(port.status)) : undefined;
  return (
    <li
      className={cn(
        'flex min-h-14 flex-col justify-between rounded border px-2 py-1 text-xs',
        port ? TONE[port.status] : 'border-dashed border-border-muted text-fg-subtle',
        silent && port?.status === 1
          ? 'border-danger bg-danger-soft text-danger-strong'
          : undefined,
      )}
      aria-label={s.slot(index)}
    >
      <span className="flex justify-between gap-1">
        <span className="font-mono">{index}</span>
        {port ? <span className="truncate">{port.name}</span> : null}
      </span>
      <span className="font-medium" data-port-status={port?.status}>
        {port ? status : withinCapacity ? s.freeSlot : s.beyondCapacity}
        {silent && port?.status === 1 ? ` · ${s.silent}` : null}
      </span>
    </li>
  );
});
