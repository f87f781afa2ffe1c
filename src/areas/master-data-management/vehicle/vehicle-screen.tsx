import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import { type Vehicle, VehicleSortBy } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';

import { MasterListView } from '../shared/master-list-view';
import { filterOptions, validFilter } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import { useFleetOptions, useModelOptions } from '../shared/use-choice-options';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterList } from '../shared/use-master-list';
import { vehicleStrings as s } from './strings';
import { vehicleColumns, vehicleCsv } from './vehicle-columns';

const route = getRouteApi('/_app/master-data-management/vehicle');

const VehicleDialog = lazyFormDialog(() => import('./vehicle-dialog'), 'VehicleDialog');
const VehicleImportDialog = lazyFormDialog(
  () => import('./vehicle-import-dialog'),
  'VehicleImportDialog',
  { className: 'max-w-4xl' },
);

/** The confirmation names the cars and the devices that come off them. */
const describe = (rows: readonly Vehicle[]) => {
  const names = m.deleteNames(rows.map((row) => s.deleteName(row.plate, row.vin)));
  const devices = rows.flatMap((row) => (row.deviceSerialNo ? [row.deviceSerialNo] : []));
  return devices.length > 0 ? `${names}${s.unbindsDevices(devices)}` : names;
};

/** Vehicles: cars with VIN, plate, model, fleet and device; a CSV of cars imports them at once. */
export function VehicleScreen() {
  const enums = useMasterEnums();
  const models = useModelOptions();
  const fleets = useFleetOptions();
  const [importing, setImporting] = useState(false);
  const master = useMasterList('vehicle', route, s, {
    sortFields: VehicleSortBy,
    params: (search) => ({
      vehicleModelId: search.modelId,
      carTeamId: search.fleetId,
      valid_flag: search.valid,
    }),
    filters: [
      { name: 'modelId', label: s.model, options: filterOptions(models), className: 'w-40' },
      { name: 'fleetId', label: s.fleet, options: filterOptions(fleets), className: 'w-44' },
      validFilter(enums),
    ],
    columns: vehicleColumns(enums),
    rowLabel: (row) => row.plate,
    deleteTexts: describe,
    csv: vehicleCsv(enums),
  });
  return (
    <MasterListView
      master={master}
      dialog={(props) => <VehicleDialog {...props} enums={enums} models={models} fleets={fleets} />}
      prefetchDialog={VehicleDialog.prefetch}
      tools={
        <Authorized code="master:vehicle-import">
          <Button size="sm" onClick={() => setImporting(true)}>
            {s.importCsv}
          </Button>
        </Authorized>
      }
    >
      <VehicleImportDialog open={importing} onClose={() => setImporting(false)} />
    </MasterListView>
  );
}
