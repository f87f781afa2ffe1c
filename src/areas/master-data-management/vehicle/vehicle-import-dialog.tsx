import { useQueryClient } from '@tanstack/react-query';

import {
  getListCarTeamOptionsQueryOptions,
  getListVehicleModelOptionsQueryOptions,
  getListVehiclesQueryKey,
  importVehicles,
  listVehicles,
  useListCarTeamOptions,
  useListVehicleModelOptions,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import type { VehicleSaveRequest } from '@/api/generated/model';
import { CsvImportDialog, type PreviewColumn, useCsvImport } from '@/components/csv-import';
import { collectPages } from '@/lib/list-export';
import { notify } from '@/lib/notify';

import { vehicleCsvColumns as c, vehicleImportStrings as s } from './strings';
import { previewVehicleImport, type VehicleImportRow, vehicleImportTemplate } from './vehicle-csv';

const columns: readonly PreviewColumn<VehicleImportRow>[] = [
  { header: c.vin, cell: (row) => row.vin, className: 'px-3 py-1.5 font-mono text-xs break-all' },
  { header: c.plate, cell: (row) => row.plate },
  { header: c.model, cell: (row) => row.model },
  { header: c.fleet, cell: (row) => row.fleet },
];

/** Every VIN already registered, so the preview marks those taken before anything is sent. */
const registeredVins = async () =>
  new Set(
    (
      await collectPages(
        async (pageNo, pageSize) => (await listVehicles({ pageNo, pageSize })).data,
      )
    ).map((v) => v.vin.toUpperCase()),
  );

/** Bulk import of cars: the good rows go in together or not at all (importVehicles). */
export function VehicleImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const models = useListVehicleModelOptions({ query: { enabled: open } }).data?.data ?? [];
  const fleets = useListCarTeamOptions({ query: { enabled: open } }).data?.data ?? [];
  const job = useCsvImport<VehicleSaveRequest, VehicleImportRow>({
    preview: async (text) => {
      // The lists the rows are judged against are waited for: a file chosen before they arrived
      // would otherwise have every model and fleet marked unknown.
      const [modelList, fleetList, registered] = await Promise.all([
        queryClient.ensureQueryData(getListVehicleModelOptionsQueryOptions()),
        queryClient.ensureQueryData(getListCarTeamOptionsQueryOptions()),
        registeredVins(),
      ]);
      return previewVehicleImport(text, {
        models: modelList.data,
        fleets: fleetList.data,
        registeredVins: registered,
      });
    },
    save: { all: (rows) => importVehicles({ rows }) },
    saveFailed: s.saveFailed,
    onDone: (ok) => {
      void queryClient.invalidateQueries({ queryKey: getListVehiclesQueryKey() });
      if (ok > 0) notify({ kind: 'success', message: s.imported(ok) });
    },
  });
  const template = () =>
    vehicleImportTemplate({ model: models[0]?.name ?? '', fleet: fleets[0]?.name ?? '' });

  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      text={s}
      job={job}
      columns={columns}
      template={template}
    />
  );
}
