import { getRouteApi } from '@tanstack/react-router';

import {
  deleteEcus,
  getListEcusQueryKey,
  listEcus,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { type Ecu, EcuSortBy } from '@/api/generated/model';

import { MasterListView } from '../shared/master-list-view';
import { masterDeleteTexts, masterExport } from '../shared/master-texts';
import { filterOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import { useModelOptions } from '../shared/use-choice-options';
import { useMasterList } from '../shared/use-master-list';
import { ecuColumns, ecuCsv } from './ecu-columns';
import { EcuDialog } from './ecu-dialog';
import { ecuStrings as s } from './strings';

const route = getRouteApi('/_app/master-data-management/ecu');

/** The confirmation names the ECUs and the cars they come off. */
const describe = (rows: readonly Ecu[]) => {
  const onCars = rows.flatMap((row) =>
    row.vehicleCount > 0 ? [s.onCars(row.name, row.vehicleCount)] : [],
  );
  const names = m.deleteNames(rows.map((row) => row.name));
  return onCars.length > 0 ? `${names}${s.leavesCars(onCars)}` : names;
};

/** ECU: control units with supplier, versions and the model they belong to. */
export function EcuScreen() {
  const models = useModelOptions();
  const master = useMasterList({
    entity: 'ecu',
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: EcuSortBy,
    filters: ['modelId'],
    params: (search) => ({ vehicleModelId: search.modelId }),
    calls: { list: listEcus, key: getListEcusQueryKey, remove: deleteEcus },
    deleteTexts: masterDeleteTexts(describe),
    csv: ecuCsv,
    exportNames: masterExport(s.exportFileName),
  });
  return (
    <MasterListView
      master={master}
      texts={s}
      columns={ecuColumns}
      rowLabel={(row) => row.name}
      filters={[
        { name: 'modelId', label: s.model, options: filterOptions(models), className: 'w-44' },
      ]}
    >
      <EcuDialog target={master.dialog.target} models={models} onClose={master.dialog.close} />
    </MasterListView>
  );
}
