import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  deleteVehicleModels,
  getListVehicleModelsQueryKey,
  listVehicleModels,
  useListVehicleModels,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import {
  VehicleModelSortBy,
  type ListVehicleModelsParams,
  type VehicleModel,
} from '@/api/generated/model';
import { ChoiceFilter, enumOptions } from '../shared/choice-filter';
import type { DialogTarget } from '../shared/entity-form-dialog';
import { anySet, pagingParams } from '@/lib/list-search';
import { MasterList } from '../shared/master-list';
import { masterStrings as m } from '../shared/strings';
import { useMasterDelete } from '../shared/use-master-delete';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterExport } from '../shared/use-master-export';
import { vehicleModelStrings as s } from './strings';
import { vehicleModelColumns, vehicleModelCsv } from './vehicle-model-columns';
import { VehicleModelDialog } from './vehicle-model-dialog';

const route = getRouteApi('/_app/master-data-management/vehicle-model');
const SORTABLE = Object.values(VehicleModelSortBy);
const FILTERS = ['keyword', 'type', 'power', 'valid'] as const;
interface Filters {
  keyword?: string;
  type?: number;
  power?: number;
  valid?: number;
}
const NO_FILTERS: Filters = {
  keyword: undefined,
  type: undefined,
  power: undefined,
  valid: undefined,
};

/** Dependants named before deleting: a model cars or ECUs use cannot go. */
const blockedBy = (rows: readonly VehicleModel[]) =>
  rows
    .filter((row) => row.vehicleCount > 0 || row.ecuCount > 0)
    .map((row) => s.inUse(row.name, row.vehicleCount, row.ecuCount))
    .join(' ') || undefined;

/** Vehicle models: models with their class and power from the server's enumerations. */
export function VehicleModelScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const enums = useMasterEnums();
  const [dialog, setDialog] = useState<DialogTarget<VehicleModel>>(null);
  const filters = {
    ...(search.type !== undefined ? { car_model_type: search.type } : {}),
    ...(search.power !== undefined ? { car_power_model: search.power } : {}),
    ...(search.valid !== undefined ? { valid_flag: search.valid } : {}),
  };
  const params: ListVehicleModelsParams = { ...pagingParams(search, SORTABLE), ...filters };
  const query = useListVehicleModels(params, { query: { placeholderData: keepPreviousData } });
  const removal = useMasterDelete<VehicleModel>({
    remove: deleteVehicleModels,
    listKey: getListVehicleModelsQueryKey(),
  });
  const exporter = useMasterExport({
    fetchPage: (pageNo, pageSize) => listVehicleModels({ ...params, pageNo, pageSize }),
    columns: vehicleModelCsv(enums),
    fileName: s.exportFileName,
  });
  const setFilter = (patch: Filters) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });

  return (
    <>
      <MasterList
        label={s.listTitle}
        columns={vehicleModelColumns(enums)}
        query={query}
        search={search}
        onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
        sortable={SORTABLE}
        searchLabel={s.searchLabel}
        searchPlaceholder={s.searchPlaceholder}
        filtered={anySet(search, FILTERS)}
        onReset={() => setFilter(NO_FILTERS)}
        emptyText={s.empty}
        filteredEmptyText={s.filteredEmpty}
        rowLabel={(row) => row.name}
        writeCode="master:vehicle-model"
        deleteCode="master:vehicle-model-delete"
        onAdd={() => setDialog({ kind: 'add' })}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        removal={removal}
        describeDelete={(rows) => m.deleteNames(rows.map((row) => row.name))}
        deleteBlocked={blockedBy}
        exporting={exporter.isPending}
        onExport={() => exporter.mutate()}
        filters={
          <>
            <ChoiceFilter
              label={s.type}
              value={search.type}
              options={enumOptions(enums.modelTypes)}
              onChange={(type) => setFilter({ type })}
            />
            <ChoiceFilter
              label={s.power}
              value={search.power}
              options={enumOptions(enums.powers)}
              onChange={(power) => setFilter({ power })}
            />
            <ChoiceFilter
              label={m.validFlag}
              value={search.valid}
              options={enumOptions(enums.validFlags)}
              onChange={(valid) => setFilter({ valid })}
              className="w-28"
            />
          </>
        }
      />
      <VehicleModelDialog target={dialog} enums={enums} onClose={() => setDialog(null)} />
    </>
  );
}
