import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  deleteVehicles,
  getListVehiclesQueryKey,
  listVehicles,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { type Vehicle, VehicleSortBy } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import { Button } from '@/components/ui/button';

import { MasterListView } from '../shared/master-list-view';
import { masterDeleteTexts, masterExport } from '../shared/master-texts';
import { enumOptions, filterOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import { useFleetOptions, useModelOptions } from '../shared/use-choice-options';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterList } from '../shared/use-master-list';
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
  const enums = useMasterEnums();
  const models = useModelOptions();
  const fleets = useFleetOptions();
  const [importing, setImporting] = useState(false);
  const master = useMasterList({
    entity: 'vehicle',
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: VehicleSortBy,
    filters: ['modelId', 'fleetId', 'valid'],
    params: (search) => ({
      vehicleModelId: search.modelId,
      carTeamId: search.fleetId,
      valid_flag: search.valid,
    }),
    calls: { list: listVehicles, key: getListVehiclesQueryKey, remove: deleteVehicles },
    deleteTexts: masterDeleteTexts(describe),
    csv: vehicleCsv(enums),
    exportNames: masterExport(s.exportFileName),
  });
  return (
    <MasterListView
      master={master}
      texts={s}
      columns={vehicleColumns(enums)}
      rowLabel={(row) => row.plate}
      filters={[
        { name: 'modelId', label: s.model, options: filterOptions(models), className: 'w-40' },
        { name: 'fleetId', label: s.fleet, options: filterOptions(fleets), className: 'w-44' },
        {
          name: 'valid',
          label: m.validFlag,
          options: filterOptions(enumOptions(enums.validFlags)),
          className: 'w-28',
        },
      ]}
      tools={
        <Authorized code="master:vehicle-import">
          <Button size="sm" onClick={() => setImporting(true)}>
            {s.importCsv}
          </Button>
        </Authorized>
      }
    >
      <VehicleDialog
        target={master.dialog.target}
        enums={enums}
        models={models}
        fleets={fleets}
        onClose={master.dialog.close}
      />
      <VehicleImportDialog open={importing} onClose={() => setImporting(false)} />
    </MasterListView>
  );
}
