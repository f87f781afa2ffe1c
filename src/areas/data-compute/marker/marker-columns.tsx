import type { MarkerRuleRecord } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { cn } from '@/lib/class-names';
import { formatDateTime, formatNumber } from '@/lib/format';

import type { MarkerSearch } from './search';
import { markerStrings as s } from './strings';

const statusTone: Record<number, string> = {
  0: 'bg-warning-soft text-warning-strong ring-warning-border',
  1: 'bg-success-soft text-success-strong ring-success-border',
  2: 'bg-surface-hover text-fg-muted ring-border-muted',
};

export function StatusBadge({ status }: { status: number }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded px-1.5 py-0.5 text-xs ring-1 ring-inset',
        statusTone[status] ?? statusTone[2],
      )}
    >
      {s.statuses[status] ?? String(status)}
    </span>
  );
}

/** The columns the contract can sort by (sortBy), under their own names. */
export const sortFields: SortFields<NonNullable<MarkerSearch['sortBy']>> = {
  timeStamp: 'timeStamp',
  ruleName: 'ruleName',
  vin: 'vin',
  status: 'status',
};

export function markerColumns(): DataColumn<MarkerRuleRecord>[] {
  return [
    { id: 'id', header: s.columns.id, cell: (row) => row.id, hideable: false },
    {
      id: 'ruleName',
      header: s.columns.rule,
      cell: (row) => row.ruleName,
      sortable: true,
      className: 'whitespace-nowrap',
    },
    {
      id: 'vin',
      header: s.columns.vin,
      cell: (row) => <span className="font-mono text-xs">{row.vin}</span>,
      sortable: true,
    },
    {
      id: 'plate',
      header: s.columns.plate,
      cell: (row) => row.plate ?? '—',
      className: 'whitespace-nowrap',
      defaultHidden: true,
    },
    { id: 'portType', header: s.columns.port, cell: (row) => row.portType },
    {
      id: 'timeStamp',
      header: s.columns.time,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.timeStamp)}</span>,
      sortable: true,
    },
    { id: 'signalName', header: s.columns.signal, cell: (row) => row.signalName },
    {
      id: 'signalValue',
      header: s.columns.value,
      cell: (row) => formatNumber(row.signalValue, 3),
      align: 'right',
    },
    {
      id: 'status',
      header: s.columns.status,
      cell: (row) => <StatusBadge status={row.status} />,
      sortable: true,
    },
    {
      id: 'remark',
      header: s.columns.remark,
      cell: (row) => <span className="line-clamp-2">{row.remark ?? ''}</span>,
      className: 'min-w-32',
    },
    {
      id: 'updatedBy',
      header: s.columns.updatedBy,
      cell: (row) => row.updatedBy ?? '—',
      defaultHidden: true,
    },
    {
      id: 'updatedAt',
      header: s.columns.updatedAt,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.updatedAt)}</span>,
      defaultHidden: true,
    },
  ];
}
