import type { Tester } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { CsvColumn } from '@/lib/list-export';

import { timeColumns } from '../shared/master-columns';
import { masterStrings as m } from '../shared/strings';
import type { MasterEnums } from '../shared/use-master-enums';
import { testerStrings as s } from './strings';

const activeLabel = (enums: MasterEnums, row: Tester) =>
  enums.active[String(row.is_active)] ?? String(row.is_active);

/** Columns of the list; name, employee number and the times sort on the server. */
export const testerColumns = (enums: MasterEnums): readonly DataColumn<Tester>[] => [
  {
    id: 'name',
    header: s.name,
    sortable: true,
    hideable: false,
    cell: (row) => <span className="font-medium break-all text-fg">{row.name}</span>,
  },
  {
    id: 'employeeNo',
    header: s.employeeNo,
    sortable: true,
    cell: (row) => <span className="font-mono text-xs">{row.employeeNo}</span>,
  },
  {
    id: 'phone',
    header: s.phone,
    cell: (row) => <span className="tabular-nums">{row.phone}</span>,
  },
  {
    id: 'fleet',
    header: s.fleet,
    cell: (row) => row.carTeamName ?? <span className="text-fg-subtle">{s.noFleet}</span>,
  },
  { id: 'active', header: s.active, cell: (row) => activeLabel(enums, row) },
  ...timeColumns(),
];

export const testerCsv = (enums: MasterEnums): readonly CsvColumn<Tester>[] => [
  { header: s.name, value: (row) => row.name },
  { header: s.employeeNo, value: (row) => row.employeeNo },
  { header: s.phone, value: (row) => row.phone },
  { header: s.fleet, value: (row) => row.carTeamName ?? '' },
  { header: s.active, value: (row) => activeLabel(enums, row) },
  { header: m.updatedAt, value: (row) => formatDateTime(row.updatedAt) },
];
