import type { DatabaseBackup, DatabaseBackupSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { formatBytes, formatDateTime } from '@/lib/format';

import { databaseStrings as s } from '../strings';
import { BackupStatus } from './backup-status';

const time = (value: string | null) => (
  <span className="text-xs whitespace-nowrap tabular-nums">
    {value ? formatDateTime(value) : s.noValue}
  </span>
);

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const backupSortFields: SortFields<DatabaseBackupSortBy> = {
  name: 'name',
  size: 'sizeBytes',
  startedAt: 'startedAt',
  finishedAt: 'finishedAt',
};

/** Backup columns; the sortable ones sort the whole list on the server. */
export const backupColumns: DataColumn<DatabaseBackup>[] = [
  {
    id: 'name',
    header: s.backupName,
    hideable: false,
    sortable: true,
    sortValue: (b) => b.name,
    cell: (b) => <span className="font-medium break-all">{b.name}</span>,
  },
  { id: 'status', header: s.status, cell: (b) => <BackupStatus backup={b} /> },
  {
    id: 'file',
    header: s.backupFile,
    cell: (b) => <span className="font-mono text-xs break-all">{b.fileName ?? s.noValue}</span>,
  },
  {
    id: 'size',
    header: s.size,
    align: 'right',
    sortable: true,
    sortValue: (b) => b.sizeBytes,
    cell: (b) => (b.sizeBytes === null ? s.noValue : formatBytes(b.sizeBytes)),
  },
  {
    id: 'startedAt',
    header: s.startedAt,
    sortable: true,
    sortValue: (b) => b.startedAt,
    cell: (b) => time(b.startedAt),
  },
  {
    id: 'finishedAt',
    header: s.finishedAt,
    sortable: true,
    sortValue: (b) => b.finishedAt,
    cell: (b) => time(b.finishedAt),
  },
  { id: 'createdBy', header: s.createdBy, cell: (b) => b.createdBy },
  {
    id: 'remark',
    header: s.remark,
    defaultHidden: true,
    cell: (b) => <span className="break-all">{b.remark ?? s.noValue}</span>,
  },
];
