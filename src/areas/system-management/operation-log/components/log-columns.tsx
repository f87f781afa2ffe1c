import type { OperationLog, OperationLogSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';

import { operationLogStrings as s } from '../strings';

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const logSortFields: SortFields<OperationLogSortBy> = {
  time: 'time',
  username: 'username',
  action: 'action',
  result: 'result',
};

export const logColumns: readonly DataColumn<OperationLog>[] = [
  {
    id: 'time',
    header: s.time,
    hideable: false,
    sortable: true,
    sortValue: (l) => l.time,
    cell: (l) => (
      <span className="text-xs whitespace-nowrap tabular-nums">{formatDateTime(l.time)}</span>
    ),
  },
  {
    id: 'username',
    header: s.account,
    sortable: true,
    sortValue: (l) => l.username,
    cell: (l) => <span className="font-mono text-xs break-all">{l.username}</span>,
  },
  {
    id: 'action',
    header: s.action,
    sortable: true,
    sortValue: (l) => l.action,
    cell: (l) => s.actionLabels[l.action] ?? l.action,
  },
  { id: 'target', header: s.target, cell: (l) => <span className="break-all">{l.target}</span> },
  { id: 'ip', header: s.ip, cell: (l) => <span className="font-mono text-xs">{l.ip}</span> },
  {
    id: 'result',
    header: s.result,
    sortable: true,
    sortValue: (l) => l.result,
    cell: (l) => (
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs font-medium',
          l.result === 'success'
            ? 'bg-success-soft text-success-strong'
            : 'bg-danger-soft text-danger-strong',
        )}
      >
        {s.resultLabels[l.result] ?? l.result}
      </span>
    ),
  },
];
