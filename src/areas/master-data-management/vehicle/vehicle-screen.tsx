import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListVehiclesQueryKey,
  listVehicles,
  useDeleteVehicles,
  useListVehicles,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { type Vehicle, VehicleSortBy } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
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
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';

import { enumOptions, filterOptions } from '../shared/options';
import type { DialogTarget } from '../shared/dialog-target';
import { masterRowActions, MasterToolbar } from '../shared/master-actions';
import { masterDeleteTexts, masterExport } from '../shared/master-texts';
import { masterStrings as m } from '../shared/strings';
import { useFleetOptions, useModelOptions } from '../shared/use-choice-options';
import { useMasterEnums } from '../shared/use-master-enums';
import { vehicleStrings as s } from './strings';
import { vehicleColumns, vehicleCsv } from './vehicle-columns';
import { VehicleDialog } from './vehicle-dialog';
import { VehicleImportDialog } from './vehicle-import-dialog';

const route = getRouteApi('/_app/master-data-management/vehicle');

/** The confirmation names the cars and the devices that come off them. */
const describe = (rows: readonly Vehicle[]) => {
  const names = m.deleteNames(rows.map((row) => s.deleteName(row.plate, row.vin)));
  const devices = rows.flatMap((row) => (row.deviceSerialNo ? [row.deviceSerialNo] : []));
  return devices.length > 0 ? `${names}${s.unbindsDevices(devices)}` : names;
};

/** Vehicles: cars with VIN, plate, model, fleet and device. */
export function VehicleScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: VehicleSortBy,
    filters: ['modelId', 'fleetId', 'valid'],
  });
  const queryClient = useQueryClient();
  const held = useAuthorities();
  const canWrite = held.includes('master:vehicle');
  const enums = useMasterEnums();
  const models = useModelOptions();
  const fleets = useFleetOptions();
  const [dialog, setDialog] = useState<DialogTarget<Vehicle>>(null);
  const [importing, setImporting] = useState(false);
  const { modelId, fleetId, valid } = list.search;
  const params = { ...list.params, vehicleModelId: modelId, carTeamId: fleetId, valid_flag: valid };
  const query = useListVehicles(params, { query: { placeholderData: keepPreviousData } });
  const deletion = useDeleteFlow({
    allowed: held.includes('master:vehicle-delete'),
    rows: rowsOf(query),
    getRowId: (row) => row.id,
    scope: list.scope,
    mutation: useDeleteVehicles(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListVehiclesQueryKey() }),
    texts: masterDeleteTexts(describe),
  });
  const exporter = useListExport({
    fetchPage: (pageNo, pageSize) => listVehicles({ ...params, pageNo, pageSize }),
    columns: vehicleCsv(enums),
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
          label={s.model}
          allLabel={m.all}
          value={modelId}
          options={filterOptions(models)}
          onChange={(next) => list.setSearch({ modelId: next })}
          className="w-40"
        />
        <ChoiceFilter
          label={s.fleet}
          allLabel={m.all}
          value={fleetId}
          options={filterOptions(fleets)}
          onChange={(next) => list.setSearch({ fleetId: next })}
          className="w-44"
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
        columns={list.sortable(vehicleColumns(enums))}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.plate}
        emptyText={list.filtered ? s.filteredEmpty : s.empty}
        rowActions={masterRowActions(canWrite, deletion, (row) => setDialog({ kind: 'edit', row }))}
        toolbar={
          <MasterToolbar
            canWrite={canWrite}
            onAdd={() => setDialog({ kind: 'add' })}
            exporting={exporter.isPending}
            onExport={() => exporter.mutate()}
          >
            <Authorized code="master:vehicle">
              <Button size="sm" onClick={() => setImporting(true)}>
                {s.importCsv}
              </Button>
            </Authorized>
          </MasterToolbar>
        }
      />
      <VehicleDialog
        target={dialog}
        enums={enums}
        models={models}
        fleets={fleets}
        onClose={() => setDialog(null)}
      />
      <VehicleImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
