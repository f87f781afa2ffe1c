import type { Vehicle } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { CsvColumn } from '@/lib/list-export';

import { remarkColumn, timeColumns } from '../shared/master-columns';
import { masterStrings as m } from '../shared/strings';
import type { MasterEnums } from '../shared/use-master-enums';
import { vehicleStrings as s } from './strings';

const muted = (text: string) => <span className="text-fg-subtle">{text}</span>;
const validLabel = (enums: MasterEnums, row: Vehicle) =>
  enums.validFlags[String(row.valid_flag)] ?? String(row.valid_flag);

/** Columns of the list; VIN, plate and the times sort on the server. */
export const vehicleColumns = (enums: MasterEnums): readonly DataColumn<Vehicle>[] => [
  {
    id: 'vin',
    header: s.vin,
    sortable: true,
    hideable: false,
    cell: (row) => <span className="font-mono text-xs break-all text-fg">{row.vin}</span>,
  },
  {
    id: 'plate',
    header: s.plate,
    sortable: true,
    cell: (row) => <span className="whitespace-nowrap">{row.plate}</span>,
  },
  { id: 'model', header: s.model, cell: (row) => row.vehicleModelName },
  { id: 'fleet', header: s.fleet, cell: (row) => row.carTeamName ?? muted(s.noFleet) },
  {
    id: 'device',
    header: s.device,
    cell: (row) =>
      row.deviceSerialNo ? (
        <span className="font-mono text-xs">{row.deviceSerialNo}</span>
      ) : (
        muted(s.noDevice)
      ),
  },
  {
    id: 'ecus',
    header: s.ecus,
    defaultHidden: true,
    cell: (row) => row.ecus.map((e) => e.name).join(m.listSeparator) || m.none,
  },
  { id: 'valid', header: m.validFlag, cell: (row) => validLabel(enums, row) },
  remarkColumn(),
  ...timeColumns(),
];

export const vehicleCsv = (enums: MasterEnums): readonly CsvColumn<Vehicle>[] => [
  { header: s.vin, value: (row) => row.vin },
  { header: s.plate, value: (row) => row.plate },
  { header: s.model, value: (row) => row.vehicleModelName },
  { header: s.fleet, value: (row) => row.carTeamName ?? '' },
  { header: s.device, value: (row) => row.deviceSerialNo ?? '' },
  { header: s.ecus, value: (row) => row.ecus.map((e) => e.name).join(m.listSeparator) },
  { header: m.validFlag, value: (row) => validLabel(enums, row) },
  { header: m.remark, value: (row) => row.remark },
  { header: m.updatedAt, value: (row) => formatDateTime(row.updatedAt) },
];
