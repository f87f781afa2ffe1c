import { getRouteApi } from '@tanstack/react-router';

import { type Ecu, EcuSortBy } from '@/api/generated/model';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';

import { MasterListView } from '../shared/master-list-view';
import { filterOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import { useModelOptions } from '../shared/use-choice-options';
import { useMasterList } from '../shared/use-master-list';
import { ecuColumns, ecuCsv } from './ecu-columns';
import { ecuStrings as s } from './strings';

const route = getRouteApi('/_app/master-data-management/ecu');

const EcuDialog = lazyFormDialog(() => import('./ecu-dialog'), 'EcuDialog');

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
  const master = useMasterList('ecu', route, s, {
    sortFields: EcuSortBy,
    params: (search) => ({ vehicleModelId: search.modelId }),
    filters: [
      { name: 'modelId', label: s.model, options: filterOptions(models), className: 'w-44' },
    ],
    columns: ecuColumns,
    rowLabel: (row) => row.name,
    deleteTexts: describe,
    csv: ecuCsv,
  });
  return (
    <MasterListView
      master={master}
      dialog={(props) => <EcuDialog {...props} models={models} />}
      prefetchDialog={EcuDialog.prefetch}
    />
  );
}
