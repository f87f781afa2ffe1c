import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useListDevices } from '@/api/generated/endpoints/device-management/device-management';
import type { Device } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import { DataTable, UrlPagination, type RowAction, type RowId } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuthorities } from '@/lib/authority';
import { deviceColumns } from './components/device-columns';
import { DeviceFilters } from './components/device-filters';
import { DeviceFormDialog, type DeviceDialogTarget } from './components/device-form-dialog';
import { DeviceImportDialog } from './components/device-import-dialog';
import { useDeviceDelete } from './hooks/use-device-delete';
import { useDeviceEnums } from './hooks/use-device-options';
import { toListParams, type DeviceFilterPatch } from './list-params';
import { deviceListStrings as s } from './strings';

const route = getRouteApi('/_app/device-management/device-list');

/** Device list: every acquisition device, with search, filters and paging in the URL. */
export function DeviceListScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Registering and editing come with the screen (the contract gates only deletion).
  const canDelete = useAuthorities().includes('device:delete');
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [dialog, setDialog] = useState<DeviceDialogTarget>(null);
  const [importing, setImporting] = useState(false);
  const enums = useDeviceEnums();
  const query = useListDevices(toListParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  const removal = useDeviceDelete((ids) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id))))),
  );
  const page = query.data?.data;
  const rows = page?.list;

  const setFilters = (patch: DeviceFilterPatch) => {
    setSelected(new Set());
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });
  };

  const rowActions = (device: Device): RowAction[] => {
    const list: RowAction[] = [
      {
        label: s.configure,
        onSelect: () =>
          void navigate({
            to: '/device-management/device-configuration',
            search: { deviceId: device.id },
          }),
      },
      {
        label: s.monitor,
        onSelect: () =>
          void navigate({
            to: '/monitoring/single-device-monitoring/$id',
            params: { id: device.id },
          }),
      },
      {
        label: s.upgrades,
        onSelect: () =>
          void navigate({
            to: '/device-management/device-firmware-update',
            search: { deviceId: device.id },
          }),
      },
    ];
    list.push({ label: s.edit, onSelect: () => setDialog({ kind: 'edit', device }) });
    if (canDelete) {
      list.push({ label: s.delete, destructive: true, onSelect: () => removal.ask([device]) });
    }
    return list;
  };

  const chosen = (rows ?? []).filter((device) => selected.has(device.id));

  return (
    <div className="flex flex-col gap-4">
      <DeviceFilters search={search} onChange={setFilters} />
      <DataTable
        label={s.listTitle}
        columns={deviceColumns(enums)}
        rows={rows}
        getRowId={(device) => device.id}
        rowLabel={(device) => device.serialNo}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        selected={canDelete ? selected : undefined}
        onSelectedChange={canDelete ? setSelected : undefined}
        rowActions={rowActions}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            <Button variant="primary" size="sm" onClick={() => setDialog({ kind: 'add' })}>
              {s.add}
            </Button>
            <Button size="sm" onClick={() => setImporting(true)}>
              {s.importCsv}
            </Button>
            <Authorized code="device:delete">
              <Button
                size="sm"
                variant="destructive"
                disabled={chosen.length === 0}
                onClick={() => removal.ask(chosen)}
              >
                {s.bulkDelete}
              </Button>
            </Authorized>
          </>
        }
      />
      {page ? (
        <UrlPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          navigate={navigate}
          onPageChange={() => setSelected(new Set())}
        />
      ) : null}
      <ConfirmDialog
        open={removal.pending !== null}
        onOpenChange={(open) => (open ? undefined : removal.cancel())}
        title={s.deleteTitle}
        description={
          removal.pending ? s.deleteDescription(removal.pending.map((d) => d.serialNo)) : undefined
        }
        confirmLabel={s.delete}
        destructive
        pending={removal.deleting}
        onConfirm={removal.confirm}
      />
      <DeviceFormDialog target={dialog} onClose={() => setDialog(null)} />
      <DeviceImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
