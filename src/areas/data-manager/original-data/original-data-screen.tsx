import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import type { FileBulkRemoveResult, OriFile } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  DataTable,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { formatBytes } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { DownloadNotice } from './components/download-notice';
import { fileColumns } from './components/file-columns';
import { FileFilters } from './components/file-filters';
import { FileTabs } from './components/file-tabs';
import { type FileRemoval, useFileDownload, useFileRemoval } from './hooks/use-file-actions';
import { type FileRow, useFileList } from './hooks/use-file-list';
import { FILE_FILTERS, type FileFilterPatch, type FileTab, filterParams } from './search';
import { applySelection, type FileSelection, selectionBytes, totalBytes } from './selection';
import { originalDataStrings as s } from './strings';

const route = getRouteApi('/_app/data-manager/original-data');
const NONE: FileSelection<FileRow> = new Map();
const NO_LABELS = {};

const EditFileDialog = lazyFormDialog(
  () => import('./components/edit-file-dialog'),
  'EditFileDialog',
);

/** Original data: original and uploaded data files, filters and paging in the URL, chosen across pages. */
export function OriginalDataScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    filters: FILE_FILTERS,
  });
  const tab = list.search.tab ?? 'ori';
  const query = useFileList(tab, { ...list.params, ...filterParams(list.search) });
  const rows = rowsOf(query);
  const codes = useAuthorities();
  const validLabels = useEnumLabels('valid_flag', NO_LABELS);
  // The choice spans pages (for bulk download), so it is the screen's own, not the delete flow's.
  const [selection, setSelection] = useState<FileSelection<FileRow>>(NONE);
  const [editing, setEditing] = useState<OriFile | null>(null);
  const download = useFileDownload(tab);
  const removal = useFileRemoval(tab);
  const deletion = useDeleteFlow<FileRow, FileRemoval, FileBulkRemoveResult>({
    allowed: codes.includes(tab === 'ori' ? 'data:ori-file-remove' : 'data:file-remove'),
    rows,
    getRowId: (row) => row.id,
    bulk: false,
    mutation: removal.mutation,
    variables: (ids) => ({ ids }),
    refresh: removal.refresh,
    texts: {
      title: s.deleteTitle,
      description: (doomed) =>
        s.deleteDescription(
          doomed.length,
          formatBytes(totalBytes(doomed)),
          doomed.map((row) => row.fileName),
        ),
      deleted: (count, _rows, answer) =>
        answer && answer.failedIds.length > 0
          ? s.partlyDeleted(answer.removed, answer.failedIds.length)
          : s.deleted(answer?.removed ?? count),
      failed: s.deleteFailed,
    },
    // Files the server could not remove stay chosen.
    onDeleted: (ids, answer) => {
      const gone = ids.filter((id) => !answer?.failedIds.includes(id));
      setSelection((current) => new Map([...current].filter(([id]) => !gone.includes(id))));
    },
  });
  const bytes = formatBytes(selectionBytes(selection));

  const setFilters = (patch: FileFilterPatch) => {
    setSelection(NONE);
    list.setSearch(patch);
  };
  const setTab = (next: FileTab) => {
    setSelection(NONE);
    download.dismissTicket();
    list.setSearch({ tab: next === 'ori' ? undefined : next });
  };
  const deleteChosen = () =>
    selection.size > removal.max
      ? notify({ kind: 'error', message: s.tooMany(removal.max) })
      : deletion.ask([...selection.values()]);

  const rowActions = (row: FileRow): RowAction[] => {
    const items: RowAction[] = [];
    if (tab === 'ori' && codes.includes('data:ori-file-edit')) {
      items.push({ label: s.edit, onSelect: () => setEditing(row as OriFile) });
    }
    return [...items, ...deletion.rowActions(row)];
  };

  return (
    <div className="flex flex-col gap-4">
      <FileTabs tab={tab} onChange={setTab} />
      <div
        role="tabpanel"
        aria-label={tab === 'ori' ? s.oriTab : s.dataTab}
        className="flex flex-col gap-4"
      >
        <FileFilters key={tab} search={list.search} onChange={setFilters} />
        {download.ticket ? <DownloadNotice ticket={download.ticket} /> : null}
        <DataTable
          label={tab === 'ori' ? s.oriTable : s.dataTable}
          columns={fileColumns(tab, validLabels)}
          query={query}
          list={list}
          deletion={deletion}
          getRowId={(row) => row.id}
          rowLabel={(row) => row.fileName}
          emptyText={s.empty}
          selected={new Set(selection.keys())}
          onSelectedChange={(next) =>
            setSelection((current) => applySelection(current, next, rows ?? []))
          }
          selectionSummary={s.selection(selection.size, bytes)}
          rowActions={rowActions}
          toolbar={
            <>
              <Authorized code="download:view">
                <Button
                  size="sm"
                  disabled={selection.size === 0 || download.downloading}
                  onClick={() => download.startDownload([...selection.keys()])}
                >
                  {s.bulkDownload}
                </Button>
              </Authorized>
              {deletion.allowed ? (
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={selection.size === 0}
                  onClick={deleteChosen}
                >
                  {s.bulkDelete}
                </Button>
              ) : null}
              {selection.size > 0 ? (
                <Button size="sm" variant="ghost" onClick={() => setSelection(NONE)}>
                  {s.clearSelection}
                </Button>
              ) : null}
            </>
          }
        />
      </div>
      <EditFileDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
