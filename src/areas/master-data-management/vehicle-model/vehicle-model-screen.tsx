import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListVehicleModelsQueryKey,
  listVehicleModels,
  useDeleteVehicleModels,
  useListVehicleModels,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { type VehicleModel, VehicleModelSortBy } from '@/api/generated/model';
import {
  ChoiceFilter,
  DataTable,
  KeywordField,
  ListFilters,
  rowsOf,
  useDeleteFlow,
  useListExport,
  useListSearch,
} from '@/components/data-table';
import { useAuthorities } from '@/lib/authority';

import { enumOptions, filterOptions } from '../shared/options';
import type { DialogTarget } from '../shared/dialog-target';
import { masterRowActions, MasterToolbar } from '../shared/master-actions';
import { masterDeleteTexts, masterExport } from '../shared/master-texts';
import { masterStrings as m } from '../shared/strings';
import { useMasterEnums } from '../shared/use-master-enums';
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

/** Vehicle models: models with their class and power from the server's enumerations. */
export function VehicleModelScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: VehicleModelSortBy,
    filters: ['type', 'power', 'valid'],
  });
  const queryClient = useQueryClient();
  const held = useAuthorities();
  const canWrite = held.includes('master:vehicle-model');
  const enums = useMasterEnums();
  const [dialog, setDialog] = useState<DialogTarget<VehicleModel>>(null);
  const { type, power, valid } = list.search;
  const params = {
    ...list.params,
    car_model_type: type,
    car_power_model: power,
    valid_flag: valid,
  };
  const query = useListVehicleModels(params, { query: { placeholderData: keepPreviousData } });
  const deletion = useDeleteFlow({
    allowed: held.includes('master:vehicle-model-delete'),
    rows: rowsOf(query),
    getRowId: (row) => row.id,
    scope: list.scope,
    mutation: useDeleteVehicleModels(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListVehicleModelsQueryKey() }),
    blocker: blockedBy,
    texts: masterDeleteTexts((rows: readonly VehicleModel[]) =>
      m.deleteNames(rows.map((row) => row.name)),
    ),
  });
  const exporter = useListExport({
    fetchPage: (pageNo, pageSize) => listVehicleModels({ ...params, pageNo, pageSize }),
    columns: vehicleModelCsv(enums),
    ...masterExport(s.exportFileName),
  });

  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={list}>
        <KeywordField
          list={list}
          label={m.keyword}
          searchLabel={s.searchLabel}
          placeholder={s.searchPlaceholder}
          className="w-60"
        />
        <ChoiceFilter
          label={s.type}
          allLabel={m.all}
          value={type}
          options={filterOptions(enumOptions(enums.modelTypes))}
          onChange={(next) => list.setSearch({ type: next })}
        />
        <ChoiceFilter
          label={s.power}
          allLabel={m.all}
          value={power}
          options={filterOptions(enumOptions(enums.powers))}
          onChange={(next) => list.setSearch({ power: next })}
        />
        <ChoiceFilter
          label={m.validFlag}
          allLabel={m.all}
          value={valid}
          options={filterOptions(enumOptions(enums.validFlags))}
          onChange={(next) => list.setSearch({ valid: next })}
          className="w-28"
        />
      </ListFilters>
      <DataTable
        label={s.listTitle}
        columns={list.sortable(vehicleModelColumns(enums))}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        emptyText={list.filtered ? s.filteredEmpty : s.empty}
        rowActions={masterRowActions(canWrite, deletion, (row) => setDialog({ kind: 'edit', row }))}
        toolbar={
          <MasterToolbar
            canWrite={canWrite}
            onAdd={() => setDialog({ kind: 'add' })}
            exporting={exporter.isPending}
            onExport={() => exporter.mutate()}
          />
        }
      />
      <VehicleModelDialog target={dialog} enums={enums} onClose={() => setDialog(null)} />
    </div>
  );
}
