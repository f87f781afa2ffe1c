import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';

import { masterStrings as m } from './strings';

/** The remark, hidden until chosen. */
export const remarkColumn = <T extends { remark: string }>(): DataColumn<T> => ({
  id: 'remark',
  header: m.remark,
  defaultHidden: true,
  cell: (row) => <span className="text-xs break-all">{row.remark || m.none}</span>,
});

const time = (value: string) => (
  <span className="text-xs tabular-nums">{formatDateTime(value)}</span>
);

/** The last change and (hidden until chosen) the creation, both sorted on the server. */
export const timeColumns = <
  T extends { updatedAt: string; createdAt: string },
>(): DataColumn<T>[] => [
  { id: 'updatedAt', header: m.updatedAt, sortable: true, cell: (row) => time(row.updatedAt) },
  {
    id: 'createdAt',
    header: m.createdAt,
    sortable: true,
    defaultHidden: true,
    cell: (row) => time(row.createdAt),
  },
];
