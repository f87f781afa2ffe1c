import type { Ecu } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { CsvColumn } from '@/lib/list-export';

import { remarkColumn, timeColumns } from '../shared/master-columns';
import { masterStrings as m } from '../shared/strings';
import { ecuStrings as s } from './strings';

/** Columns of the list; name, supplier and the times sort on the server. */
export const ecuColumns: readonly DataColumn<Ecu>[] = [
  {
    id: 'name',
    header: s.name,
    sortable: true,
    hideable: false,
    cell: (row) => <span className="font-medium break-all text-fg">{row.name}</span>,
  },
  { id: 'supplier', header: s.supplier, sortable: true, cell: (row) => row.supplier },
  {
    id: 'hardwareVersion',
    header: s.hardwareVersion,
    cell: (row) => <span className="font-mono text-xs">{row.hardwareVersion}</span>,
  },
  {
    id: 'softwareVersion',
    header: s.softwareVersion,
    cell: (row) => <span className="font-mono text-xs">{row.softwareVersion}</span>,
  },
  { id: 'model', header: s.model, cell: (row) => row.vehicleModelName },
  {
    id: 'vehicleCount',
    header: s.vehicleCount,
    align: 'right',
    cell: (row) => <span className="tabular-nums">{row.vehicleCount}</span>,
  },
  remarkColumn(),
  ...timeColumns(),
];

export const ecuCsv: readonly CsvColumn<Ecu>[] = [
  { header: s.name, value: (row) => row.name },
  { header: s.supplier, value: (row) => row.supplier },
  { header: s.hardwareVersion, value: (row) => row.hardwareVersion },
  { header: s.softwareVersion, value: (row) => row.softwareVersion },
  { header: s.model, value: (row) => row.vehicleModelName },
  { header: s.vehicleCount, value: (row) => row.vehicleCount },
  { header: m.remark, value: (row) => row.remark },
  { header: m.updatedAt, value: (row) => formatDateTime(row.updatedAt) },
];
