import { getRouteApi } from '@tanstack/react-router';

import { type VehicleModel, VehicleModelSortBy } from '@/api/generated/model';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';

import { MasterListView } from '../shared/master-list-view';
import { enumFilter, validFilter } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterList } from '../shared/use-master-list';
import { vehicleModelStrings as s } from './strings';
import { vehicleModelColumns, vehicleModelCsv } from './vehicle-model-columns';

const route = getRouteApi('/_app/master-data-management/vehicle-model');

const VehicleModelDialog = lazyFormDialog(
  () => import('./vehicle-model-dialog'),
  'VehicleModelDialog',
);

/** Dependants named before deleting: a model cars or ECUs use cannot go. */
const blockedBy = (rows: readonly VehicleModel[]) =>
  rows
    .filter((row) => row.vehicleCount > 0 || row.ecuCount > 0)
    .map((row) => s.inUse(row.name, row.vehicleCount, row.ecuCount))
    .join(' ') || undefined;

/** Vehicle models: models with their class and power from the server's enumerations. */
export function VehicleModelScreen() {
  const enums = useMasterEnums();
  const master = useMasterList('vehicle-model', route, s, {
    sortFields: VehicleModelSortBy,
    params: ({ type, power, valid }) => ({
      car_model_type: type,
      car_power_model: power,
      valid_flag: valid,
    }),
    filters: [
      { name: 'type', label: s.type, options: enumFilter(enums.modelTypes) },
      { name: 'power', label: s.power, options: enumFilter(enums.powers) },
      validFilter(enums),
    ],
    columns: vehicleModelColumns(enums),
    rowLabel: (row) => row.name,
    deleteTexts: (rows) => m.deleteNames(rows.map((row) => row.name)),
    blocker: blockedBy,
    csv: vehicleModelCsv(enums),
  });
  return (
    <MasterListView
      master={master}
      dialog={(props) => <VehicleModelDialog {...props} enums={enums} />}
      prefetchDialog={VehicleModelDialog.prefetch}
    />
  );
}
