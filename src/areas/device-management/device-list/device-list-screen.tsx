import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListDevicesQueryKey,
  useDeleteDevices,
  useListDevices,
} from '@/api/generated/endpoints/device-management/device-management';
import type { Device } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  AddButton,
  DataTable,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/authority';

import { deviceColumns } from './components/device-columns';
import { DeviceFilters } from './components/device-filters';
import type { DeviceDialogTarget } from './components/device-form-dialog';
import { useDeviceEnums } from './hooks/use-device-options';
import { DEVICE_FILTERS, deviceFilterParams } from './search';
import { deviceListStrings as s } from './strings';

const route = getRouteApi('/_app/device-management/device-list');

const DeviceFormDialog = lazyFormDialog(
  () => import('./components/device-form-dialog'),
  'DeviceFormDialog',
);
const DeviceImportDialog = lazyFormDialog(
  () => import('./components/device-import-dialog'),
  'DeviceImportDialog',
  { className: 'max-w-4xl' },
);

/** Device list: every acquisition device, with search, filters and paging in the URL. */
export function DeviceListScreen() {
  const navigate = route.useNavigate();
  const list = useListSearch({ search: route.useSearch(), navigate, filters: DEVICE_FILTERS });
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DeviceDialogTarget>(null);
  const [importing, setImporting] = useState(false);
  const enums = useDeviceEnums();
  const query = useListDevices(
    { ...list.params, ...deviceFilterParams(list.search) },
    { query: { placeholderData: keepPreviousData } },
  );
  const deletion = useDeleteFlow({
    allowed: useCan('device:delete'),
    rows: rowsOf(query),
    getRowId: (device) => device.id,
    scope: list.scope,
    mutation: useDeleteDevices(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() }),
    texts: {
      title: s.deleteTitle,
      description: (devices) => s.deleteDescription(devices.map((d) => d.serialNo)),
      deleted: s.deleted,
      failed: s.deleteFailed,
    },
  });

  const rowActions = (device: Device): RowAction[] => [
    {
      label: s.configure,
      code: 'device:config',
      onSelect: () =>
        void navigate({
          to: '/device-management/device-configuration',
          search: { deviceId: device.id },
        }),
    },
    {
      label: s.monitor,
      code: 'monitor:single',
      onSelect: () =>
        void navigate({
          to: '/monitoring/single-device-monitoring/$id',
          params: { id: device.id },
        }),
    },
    {
      label: s.upgrades,
      code: 'device:upgrade',
      onSelect: () =>
        void navigate({
          to: '/device-management/device-firmware-update',
          search: { deviceId: device.id },
        }),
    },
    {
      label: s.edit,
      code: 'device:edit',
      onSelect: () => setDialog({ kind: 'edit', row: device }),
    },
    ...deletion.rowActions(device),
  ];

  return (
    <div className="flex flex-col gap-4">
      <DeviceFilters list={list} />
      <DataTable
        label={s.listTitle}
        columns={deviceColumns(enums)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(device) => device.id}
        rowLabel={(device) => device.serialNo}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <>
            <AddButton
              code="device:edit"
              onClick={() => setDialog({ kind: 'add' })}
              prefetch={DeviceFormDialog.prefetch}
            />
            <Authorized code="device:import">
              <Button size="sm" onClick={() => setImporting(true)}>
                {s.importCsv}
              </Button>
            </Authorized>
          </>
        }
      />
      <DeviceFormDialog target={dialog} onClose={() => setDialog(null)} />
      <DeviceImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
