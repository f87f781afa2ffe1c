import { useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  downloadFirmware,
  getListFirmwareQueryKey,
  useDeleteFirmware,
  useListFirmware,
} from '@/api/generated/endpoints/firmware-library/firmware-library';
import type { Firmware } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { Authorized } from '@/components/auth/authorized';
import {
  BulkDeleteButton,
  DeleteFlowDialog,
  DataTable,
  SearchBox,
  UrlPagination,
  useDeleteFlow,
  type DataColumn,
  type RowAction,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { useAuthorities } from '@/lib/authority';
import { saveBlob } from '@/lib/download';
import { formatBytes, formatDateTime } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';
import { firmwareStrings as s, modelLabels, upgradeObjLabels } from '../strings';
import { FirmwareDetailDialog } from './components/detail-dialog';
import { UploadDialog } from './components/upload-dialog';

const route = getRouteApi('/_app/firmware-library/firmware-library-list');
const ALL = 'all';

/**
 * Firmware list: the firmware library with search, filters and paging in the URL; upload, and
 * delete one or the chosen ones.
 */
export function FirmwareListScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const canDelete = useAuthorities().includes('firmware:delete');
  const models = useEnumLabels('model_number', modelLabels);
  const objects = useEnumLabels('upgrade_obj', upgradeObjLabels);
  const [uploading, setUploading] = useState(false);
  const [detail, setDetail] = useState<Firmware | null>(null);
  const [removing, setRemoving] = useState<Firmware | null>(null);
  const remove = useDeleteFirmware();
  const query = useListFirmware(
    {
      pageNo: search.pageNo ?? 1,
      pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
      ...(search.keyword ? { keyword: search.keyword } : {}),
      ...(search.upgradeObj !== undefined ? { upgrade_obj: search.upgradeObj } : {}),
      ...(search.model !== undefined ? { model_number: search.model } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const page = query.data?.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListFirmwareQueryKey() });
  const bulk = useDeleteFlow({
    allowed: canDelete,
    rows: page?.list,
    getRowId: (f) => f.id,
    mutation: remove,
    refresh,
    texts: {
      title: s.deleteTitle,
      description: (chosen) => s.deleteMany(chosen.length),
      deleted: (count) => s.deletedMany(count),
      failed: s.deleteFailed,
    },
  });
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  const download = async (firmware: Firmware) => {
    try {
      saveBlob(await downloadFirmware({ id: firmware.id }), firmware.fileName);
    } catch (error) {
      notify({ kind: 'error', message: failureText(error, s.downloadFailed) });
    }
  };
  const confirmDelete = () => {
    if (!removing) return;
    const label = s.firmwareLabel(removing.name, removing.version);
    remove.mutate(
      { data: { ids: [removing.id] } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.deleted(label) });
          setRemoving(null);
        },
        onError: (error) => {
          notify({ kind: 'error', message: failureText(error, s.deleteFailed) });
          setRemoving(null);
        },
        onSettled: refresh,
      },
    );
  };

  const columns: DataColumn<Firmware>[] = [
    {
      id: 'name',
      header: s.name,
      hideable: false,
      cell: (f) => <span className="font-medium break-all">{f.name}</span>,
    },
    {
      id: 'version',
      header: s.version,
      cell: (f) => <span className="font-mono text-xs">{f.version}</span>,
    },
    { id: 'object', header: s.upgradeObj, cell: (f) => objects[f.upgrade_obj] ?? f.upgrade_obj },
    { id: 'model', header: s.model, cell: (f) => models[f.model_number] ?? f.model_number },
    { id: 'size', header: s.fileSize, align: 'right', cell: (f) => formatBytes(f.fileSize) },
    {
      id: 'md5',
      header: s.md5,
      defaultHidden: true,
      cell: (f) => <span className="font-mono text-xs">{f.md5}</span>,
    },
    { id: 'uploadedBy', header: s.uploadedBy, cell: (f) => f.uploadedBy },
    {
      id: 'createdAt',
      header: s.createdAt,
      cell: (f) => <span className="text-xs tabular-nums">{formatDateTime(f.createdAt)}</span>,
    },
  ];
  const rowActions = (f: Firmware): RowAction[] => [
    { label: s.detail, onSelect: () => setDetail(f) },
    { label: s.download, onSelect: () => void download(f) },
    ...(canDelete ? [{ label: s.delete, destructive: true, onSelect: () => setRemoving(f) }] : []),
  ];
  const choice = (
    label: string,
    allLabel: string,
    value: number | undefined,
    labels: Readonly<Record<string, string>>,
    key: 'upgradeObj' | 'model',
  ) => (
    <SelectField
      label={label}
      className="w-40"
      value={value === undefined ? ALL : String(value)}
      onValueChange={(next) =>
        setSearch({ [key]: next === ALL ? undefined : Number(next), pageNo: undefined })
      }
    >
      <SelectItem value={ALL}>{allLabel}</SelectItem>
      {Object.entries(labels).map(([id, text]) => (
        <SelectItem key={id} value={id}>
          {text}
        </SelectItem>
      ))}
    </SelectField>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-56 flex-col gap-1.5">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {s.keyword}
          </span>
          <SearchBox
            label={s.searchLabel}
            placeholder={s.searchPlaceholder}
            className="w-full"
            value={search.keyword ?? ''}
            onSearch={(keyword) => setSearch({ keyword: keyword || undefined, pageNo: undefined })}
          />
        </div>
        {choice(s.upgradeObj, s.allObjects, search.upgradeObj, objects, 'upgradeObj')}
        {choice(s.model, s.allModels, search.model, models, 'model')}
      </div>
      <DataTable
        label={s.listTitle}
        columns={columns}
        rows={page?.list}
        getRowId={(f) => f.id}
        rowLabel={(f) => s.firmwareLabel(f.name, f.version)}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        selected={bulk.selected}
        onSelectedChange={bulk.onSelectedChange}
        rowActions={rowActions}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            <Button variant="primary" size="sm" onClick={() => setUploading(true)}>
              {s.upload}
            </Button>
            <>
              <BulkDeleteButton flow={bulk} />
              <DeleteFlowDialog flow={bulk} />
            </>
          </>
        }
      />
      {page ? (
        <UrlPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          navigate={navigate}
          onPageChange={bulk.clear}
        />
      ) : null}
      <Authorized code="firmware:delete">
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={s.deleteTitle}
          description={
            removing
              ? s.deleteDescription(s.firmwareLabel(removing.name, removing.version))
              : undefined
          }
          confirmLabel={s.delete}
          destructive
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      </Authorized>
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <FirmwareDetailDialog
        firmware={detail}
        labels={{ models, objects }}
        onClose={() => setDetail(null)}
      />
    </div>
  );
}
