import { memo } from 'react';

import type { MonitorPortGroup } from '@/api/generated/model';
import { busKey, padSlots } from '@/lib/bus-ports';

import { busLabels, monitoringStrings as s } from '../strings';
import { PortSlot } from './port-slot';

interface PortGroupProps {
  group: MonitorPortGroup;
  silent: boolean;
}

/** A bus type's ports padded to at least 16 slots, with its counts. */
export const PortGroup = memo(function PortGroup({ group, silent }: PortGroupProps) {
  const titleId = `${busKey(group.busType)}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-md border border-border-muted bg-surface p-3"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-fg">
          {busLabels[group.busType]}
        </h3>
        <p className="text-xs text-fg-label">
          {s.groupCounts(group.all, group.running, group.stop, group.idle)}
        </p>
      </header>
      <ul className="grid grid-cols-4 gap-1.5 sm:grid-cols-8">
        {padSlots(group.busType, group.ports).map((slot) => (
          <PortSlot key={slot.index} {...slot} silent={silent} />
        ))}
      </ul>
    </section>
  );
});
