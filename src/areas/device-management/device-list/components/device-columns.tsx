import type { Device } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { deviceListStrings as s } from '../strings';

const muted = (text: string) => <span className="text-fg-subtle">{text}</span>;

function OnlineBadge({ device }: { device: Device }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium',
          device.online ? 'bg-success-soft text-success-strong' : 'bg-surface-hover text-fg-label',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('size-1.5 rounded-full', device.online ? 'bg-success' : 'bg-fg-subtle')}
        />
        {device.online ? s.online : s.offline}
      </span>
      <span className="text-xs whitespace-nowrap text-fg-muted tabular-nums">
        {device.online
          ? s.onlineNow
          : device.lastOnlineAt
            ? formatDateTime(device.lastOnlineAt)
            : s.neverOnline}
      </span>
    </span>
  );
}

/** The list's columns; enumeration labels come from the server when they have arrived. */
export const deviceColumns = (labels: {
  models: EnumLabels;
  statuses: EnumLabels;
  personalization: EnumLabels;
}): readonly DataColumn<Device>[] => [
  {
    id: 'serialNo',
    header: s.serialNo,
    hideable: false,
    className: 'min-w-36',
    cell: (d) => <span className="font-mono text-xs break-all text-fg">{d.serialNo}</span>,
  },
  {
    id: 'name',
    header: s.name,
    className: 'min-w-32',
    cell: (d) => <span className="font-medium text-fg">{d.name}</span>,
  },
  {
    id: 'model',
    header: s.model,
    className: 'whitespace-nowrap',
    cell: (d) => labels.models[d.model_number] ?? String(d.model_number),
  },
  {
    id: 'status',
    header: s.regStatus,
    cell: (d) => labels.statuses[d.device_reg_status] ?? String(d.device_reg_status),
  },
  { id: 'online', header: s.onlineState, hideable: false, cell: (d) => <OnlineBadge device={d} /> },
  {
    id: 'car',
    header: s.car,
    cell: (d) =>
      d.car ? (
        <span className="flex flex-col">
          <span className="whitespace-nowrap">{d.car.plate}</span>
          <span className="font-mono text-xs text-fg-muted">{d.car.vin}</span>
        </span>
      ) : (
        muted(s.noCar)
      ),
  },
  { id: 'fleet', header: s.fleet, cell: (d) => d.fleet?.name ?? muted('—') },
  { id: 'software', header: s.softwareVersion, cell: (d) => d.softwareVersion?.name || '—' },
  { id: 'hardware', header: s.hardwareVersion, cell: (d) => d.hardwareVersion?.name || '—' },
  {
    id: 'personalization',
    header: s.personalization,
    defaultHidden: true,
    cell: (d) =>
      labels.personalization[d.device_personalization] ?? String(d.device_personalization),
  },
  { id: 'ip', header: s.ip, defaultHidden: true, cell: (d) => d.ip ?? muted('—') },
  {
    id: 'remark',
    header: s.remark,
    defaultHidden: true,
    cell: (d) => <span className="text-xs break-all">{d.remark ?? '—'}</span>,
  },
  {
    id: 'createdAt',
    header: s.createdAt,
    defaultHidden: true,
    cell: (d) => <span className="text-xs tabular-nums">{formatDateTime(d.createdAt)}</span>,
  },
];
