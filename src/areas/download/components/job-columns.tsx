import type { DownloadJob, DownloadJobSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { formatBytes, formatDateTime } from '@/lib/format';

import { downloadStrings as s, jobSourceLabels } from '../strings';
import { JobStatus } from './job-status';

const time = (value: string | null) => (
  <span className="text-xs whitespace-nowrap tabular-nums">
    {value ? formatDateTime(value) : s.noTime}
  </span>
);

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const jobSortFields: SortFields<DownloadJobSortBy> = {
  name: 'name',
  fileCount: 'fileCount',
  totalSize: 'totalSize',
  createdAt: 'createdAt',
  finishedAt: 'finishedAt',
  expiresAt: 'expiresAt',
};

/** The columns of the download centre; the server lists newest first unless a header asks otherwise. */
export const jobColumns: DataColumn<DownloadJob>[] = [
  {
    id: 'name',
    header: s.name,
    hideable: false,
    sortable: true,
    sortValue: (j) => j.name,
    cell: (j) => <span className="font-medium break-all">{j.name}</span>,
  },
  { id: 'source', header: s.source, cell: (j) => jobSourceLabels[j.source] ?? j.source },
  { id: 'status', header: s.status, cell: (j) => <JobStatus job={j} /> },
  {
    id: 'fileCount',
    header: s.fileCount,
    align: 'right',
    sortable: true,
    sortValue: (j) => j.fileCount,
    cell: (j) => <span className="tabular-nums">{j.fileCount}</span>,
  },
  {
    id: 'totalSize',
    header: s.totalSize,
    align: 'right',
    sortable: true,
    sortValue: (j) => j.totalSize,
    cell: (j) => <span className="whitespace-nowrap">{formatBytes(j.totalSize)}</span>,
  },
  {
    id: 'createdAt',
    header: s.createdAt,
    sortable: true,
    sortValue: (j) => j.createdAt,
    cell: (j) => time(j.createdAt),
  },
  {
    id: 'finishedAt',
    header: s.finishedAt,
    defaultHidden: true,
    sortable: true,
    sortValue: (j) => j.finishedAt,
    cell: (j) => time(j.finishedAt),
  },
  {
    id: 'expiresAt',
    header: s.expiresAt,
    sortable: true,
    sortValue: (j) => j.expiresAt,
    cell: (j) => time(j.expiresAt),
  },
];
