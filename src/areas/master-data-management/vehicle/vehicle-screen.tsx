import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  deleteVehicles,
  getListVehiclesQueryKey,
  listVehicles,
  useListVehicles,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { VehicleSortBy, type ListVehiclesParams, type Vehicle } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import { Button } from '@/components/ui/button';
import { ChoiceFilter, enumOptions } from '../shared/choice-filter';
import type { DialogTarget } from '../shared/entity-form-dialog';
import { anySet, pagingParams } from '@/lib/list-search';
import { MasterList } from '../shared/master-list';
import { masterStrings as m } from '../shared/strings';
import { useFleetOptions, useModelOptions } from '../shared/use-choice-options';
import { useMasterDelete } from '../shared/use-master-delete';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterExport } from '../shared/use-master-export';
import { vehicleStrings as s } from './strings';
import { vehicleColumns, vehicleCsv } from './vehicle-columns';
import { VehicleDialog } from './vehicle-dialog';
import { VehicleImportDialog } from './vehicle-import-dialog';

const route = getRouteApi('/_app/master-data-management/vehicle');
const SORTABLE = Object.values(VehicleSortBy);
interface Filters {
  keyword?: string;
  modelId?: number;
  fleetId?: number;
  valid?: number;
}
const NO_FILTERS: Filters = {
  keyword: undefined,
  modelId: undefined,
  fleetId: undefined,
  valid: undefined,
};

/** The confirmation names the cars and the devices that come off them. */
const describe = (rows: readonly Vehicle[]) => {
  const names = m.deleteNames(rows.map((row) => s.deleteName(row.plate, row.vin)));
  const devices = rows.flatMap((row) => (row.deviceSerialNo ? [row.deviceSerialNo] : []));
  return devices.length > 0 ? `${names}${s.unbindsDevices(devices)}` : names;
};

/** Vehicles: cars with VIN, plate, model, fleet and device. */
export function VehicleScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const enums = useMasterEnums();
  const models = useModelOptions();
  const fleets = useFleetOptions();
  const [dialog, setDialog] = useState<DialogTarget<Vehicle>>(null);
  const [importing, setImporting] = useState(false);
  const params: ListVehiclesParams = {
    ...pagingParams(search, SORTABLE),
    ...(search.modelId !== undefined ? { vehicleModelId: search.modelId } : {}),
    ...(search.fleetId !== undefined ? { carTeamId: search.fleetId } : {}),
    ...(search.valid !== undefined ? { valid_flag: search.valid } : {}),
  };
  const query = useListVehicles(params, { query: { placeholderData: keepPreviousData } });
  const removal = useMasterDelete<Vehicle>({
    remove: deleteVehicles,
    listKey: getListVehiclesQueryKey(),
  });
  const exporter = useMasterExport({
    fetchPage: (pageNo, pageSize) => listVehicles({ ...params, pageNo, pageSize }),
    columns: vehicleCsv(enums),
    fileName: s.exportFileName,
  });
  const setFilter = (patch: Filters) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });

  return (
    <>
      <MasterList
        label={s.listTitle}
        columns={vehicleColumns(enums)}
        query={query}
        search={search}
        onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
        sortable={SORTABLE}
        searchLabel={s.searchLabel}
        searchPlaceholder={s.searchPlaceholder}
        filtered={anySet(search, Object.keys(NO_FILTERS))}
        onReset={() => setFilter(NO_FILTERS)}
        emptyText={s.empty}
        filteredEmptyText={s.filteredEmpty}
        rowLabel={(row) => row.plate}
        writeCode="master:vehicle"
        deleteCode="master:vehicle-delete"
        onAdd={() => setDialog({ kind: 'add' })}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        removal={removal}
        describeDelete={describe}
        exporting={exporter.isPending}
        onExport={() => exporter.mutate()}
        toolbarExtra={
          <Authorized code="master:vehicle">
            <Button size="sm" onClick={() => setImporting(true)}>
              {s.importCsv}
            </Button>
          </Authorized>
        }
        filters={
          <>
            <ChoiceFilter
              label={s.model}
              value={search.modelId}
              options={models}
              onChange={(modelId) => setFilter({ modelId })}
              className="w-40"
            />
            <ChoiceFilter
              label={s.fleet}
              value={search.fleetId}
              options={fleets}
              onChange={(fleetId) => setFilter({ fleetId })}
              className="w-44"
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
      <VehicleDialog
        target={dialog}
        enums={enums}
        models={models}
        fleets={fleets}
        onClose={() => setDialog(null)}
      />
      <VehicleImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
