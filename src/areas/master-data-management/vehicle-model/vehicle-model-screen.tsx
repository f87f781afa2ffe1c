import { getRouteApi } from '@tanstack/react-router';

import {
  deleteVehicleModels,
  getListVehicleModelsQueryKey,
  listVehicleModels,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { type VehicleModel, VehicleModelSortBy } from '@/api/generated/model';

import { MasterListView } from '../shared/master-list-view';
import { masterDeleteTexts, masterExport } from '../shared/master-texts';
import { enumOptions, filterOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterList } from '../shared/use-master-list';
import { vehicleModelStrings as s } from './strings';
import { vehicleModelColumns, vehicleModelCsv } from './vehicle-model-columns';
import { VehicleModelDialog } from './vehicle-model-dialog';

const route = getRouteApi('/_app/master-data-management/vehicle-model');

/** Dependants named before deleting: a model cars or ECUs use cannot go. */
const blockedBy = (rows: readonly VehicleModel[]) =>
  rows
    .filter((row) => row.vehicleCount > 0 || row.ecuCount > 0)
    .map((row) => s.inUse(row.name, row.vehicleCount, row.ecuCount))
    .join(' ') || undefined;

const describe = (rows: readonly VehicleModel[]) => m.deleteNames(rows.map((row) => row.name));

/** Vehicle models: models with their class and power from the server's enumerations. */
export function VehicleModelScreen() {
  const enums = useMasterEnums();
  const master = useMasterList({
    entity: 'vehicle-model',
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: VehicleModelSortBy,
    filters: ['type', 'power', 'valid'],
    params: ({ type, power, valid }) => ({
      car_model_type: type,
      car_power_model: power,
      valid_flag: valid,
    }),
    calls: {
      list: listVehicleModels,
      key: getListVehicleModelsQueryKey,
      remove: deleteVehicleModels,
    },
    blocker: blockedBy,
    deleteTexts: masterDeleteTexts(describe),
    csv: vehicleModelCsv(enums),
    exportNames: masterExport(s.exportFileName),
  });
  const choices = (labels: Readonly<Record<string, string>>) => filterOptions(enumOptions(labels));
  return (
    <MasterListView
      master={master}
      texts={s}
      columns={vehicleModelColumns(enums)}
      rowLabel={(row) => row.name}
      filters={[
        { name: 'type', label: s.type, options: choices(enums.modelTypes) },
        { name: 'power', label: s.power, options: choices(enums.powers) },
        {
          name: 'valid',
          label: m.validFlag,
          options: choices(enums.validFlags),
          className: 'w-28',
        },
      ]}
    >
      <VehicleModelDialog
        target={master.dialog.target}
        enums={enums}
        onClose={master.dialog.close}
      />
    </MasterListView>
  );
}
