import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  downloadFirmware,
  getListFirmwareQueryKey,
  useDeleteFirmware,
  useListFirmware,
} from '@/api/generated/endpoints/firmware-library/firmware-library';
import type { Firmware } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  type DataColumn,
  DataTable,
  ListFilters,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { saveBlob } from '@/lib/download';
import { formatBytes, formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { firmwareStrings as s, modelLabels, upgradeObjLabels } from '../strings';
import { FirmwareDetailDialog } from './components/detail-dialog';
import { UploadDialog } from './components/upload-dialog';

const route = getRouteApi('/_app/firmware-library/firmware-library-list');

/** An enumeration's labels as the options of a filter. */
const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([id, label]) => ({ value: Number(id), label }));

const labelOf = (f: Firmware) => s.firmwareLabel(f.name, f.version);

/**
 * Firmware list: the firmware library with search, filters and paging in the URL; upload, and
 * delete one or the chosen ones.
 */
export function FirmwareListScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    filters: ['upgradeObj', 'model'],
  });
  const { search } = list;
  const queryClient = useQueryClient();
  const models = useEnumLabels('model_number', modelLabels);
  const objects = useEnumLabels('upgrade_obj', upgradeObjLabels);
  const [uploading, setUploading] = useState(false);
  const [detail, setDetail] = useState<Firmware | null>(null);
  const query = useListFirmware(
    {
      ...list.params,
      ...(search.upgradeObj !== undefined ? { upgrade_obj: search.upgradeObj } : {}),
      ...(search.model !== undefined ? { model_number: search.model } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const deletion = useDeleteFlow({
    allowed: useAuthorities().includes('firmware:delete'),
    rows: rowsOf(query),
    getRowId: (f) => f.id,
    scope: list.scope,
    mutation: useDeleteFirmware(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListFirmwareQueryKey() }),
    texts: {
      title: s.deleteTitle,
      description: (chosen) =>
        chosen.length === 1 && chosen[0]
          ? s.deleteDescription(labelOf(chosen[0]))
          : s.deleteMany(chosen.length),
      deleted: (count, chosen) =>
        count === 1 && chosen[0] ? s.deleted(labelOf(chosen[0])) : s.deletedMany(count),
      failed: s.deleteFailed,
    },
  });

  const download = async (firmware: Firmware) => {
    try {
      saveBlob(await downloadFirmware({ id: firmware.id }), firmware.fileName);
    } catch (error) {
      notify({ kind: 'error', message: failureText(error, s.downloadFailed) });
    }
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
    ...deletion.rowActions(f),
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListFilters
        list={list}
        noReset
        keyword={{
          label: s.keyword,
          searchLabel: s.searchLabel,
          placeholder: s.searchPlaceholder,
          className: 'w-56',
        }}
        choices={[
          {
            name: 'upgradeObj',
            label: s.upgradeObj,
            allLabel: s.allObjects,
            options: optionsOf(objects),
            className: 'w-40',
          },
          {
            name: 'model',
            label: s.model,
            allLabel: s.allModels,
            options: optionsOf(models),
            className: 'w-40',
          },
        ]}
      />
      <DataTable
        label={s.listTitle}
        columns={columns}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(f) => f.id}
        rowLabel={labelOf}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <Authorized code="firmware:upload">
            <Button variant="primary" size="sm" onClick={() => setUploading(true)}>
              {s.upload}
            </Button>
          </Authorized>
        }
      />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <FirmwareDetailDialog
        firmware={detail}
        labels={{ models, objects }}
        onClose={() => setDetail(null)}
      />
    </div>
  );
}
