import type { VehicleModel } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { CsvColumn } from '@/lib/list-export';

import { remarkColumn, timeColumns } from '../shared/master-columns';
import { masterStrings as m } from '../shared/strings';
import type { MasterEnums } from '../shared/use-master-enums';
import { vehicleModelStrings as s } from './strings';

const label = (labels: Readonly<Record<string, string>>, value: number) =>
  labels[String(value)] ?? String(value);

/** Columns of the list; name, brand, car count and the times sort on the server. */
export const vehicleModelColumns = (enums: MasterEnums): readonly DataColumn<VehicleModel>[] => [
  {
    id: 'name',
    header: s.name,
    sortable: true,
    hideable: false,
    cell: (row) => <span className="font-medium break-all text-fg">{row.name}</span>,
  },
  { id: 'brand', header: s.brand, sortable: true, cell: (row) => row.brand },
  { id: 'type', header: s.type, cell: (row) => label(enums.modelTypes, row.car_model_type) },
  { id: 'power', header: s.power, cell: (row) => label(enums.powers, row.car_power_model) },
  {
    id: 'vehicleCount',
    header: s.vehicleCount,
    sortable: true,
    align: 'right',
    cell: (row) => <span className="tabular-nums">{row.vehicleCount}</span>,
  },
  {
    id: 'ecuCount',
    header: s.ecuCount,
    align: 'right',
    defaultHidden: true,
    cell: (row) => <span className="tabular-nums">{row.ecuCount}</span>,
  },
  { id: 'valid', header: m.validFlag, cell: (row) => label(enums.validFlags, row.valid_flag) },
  remarkColumn(),
  ...timeColumns(),
];

export const vehicleModelCsv = (enums: MasterEnums): readonly CsvColumn<VehicleModel>[] => [
  { header: s.name, value: (row) => row.name },
  { header: s.brand, value: (row) => row.brand },
  { header: s.type, value: (row) => label(enums.modelTypes, row.car_model_type) },
  { header: s.power, value: (row) => label(enums.powers, row.car_power_model) },
  { header: s.vehicleCount, value: (row) => row.vehicleCount },
  { header: s.ecuCount, value: (row) => row.ecuCount },
  { header: m.validFlag, value: (row) => label(enums.validFlags, row.valid_flag) },
  { header: m.remark, value: (row) => row.remark },
  { header: m.updatedAt, value: (row) => formatDateTime(row.updatedAt) },
];
