import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { OriFile } from '@/api/generated/model';
import { DataTable, UrlPagination, type RowAction } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuthorities } from '@/lib/authority';
import { formatBytes } from '@/lib/format';
import { DownloadNotice } from './components/download-notice';
import { EditFileDialog } from './components/edit-file-dialog';
import { fileColumns } from './components/file-columns';
import { FileFilters } from './components/file-filters';
import { FileTabs } from './components/file-tabs';
import { useFileActions } from './hooks/use-file-actions';
import { useFileList, type FileRow } from './hooks/use-file-list';
import type { FileFilterPatch, FileTab } from './list-params';
import { applySelection, selectionBytes, type FileSelection } from './selection';
import { originalDataStrings as s } from './strings';

const route = getRouteApi('/_app/data-manager/original-data');
const NONE: FileSelection = new Map();

/** Original data: original and uploaded data files, filters and paging in the URL, chosen across pages. */
export function OriginalDataScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useFileList(search);
  const { tab, page, rows } = list;
  const codes = useAuthorities();
  const canRemove = codes.includes(tab === 'ori' ? 'data:ori-file-remove' : 'data:file-remove');
  const [selection, setSelection] = useState<FileSelection>(NONE);
  const [editing, setEditing] = useState<OriFile | null>(null);
  const actions = useFileActions(tab, (ids) =>
    setSelection((current) => new Map([...current].filter(([id]) => !ids.includes(id)))),
  );
  const selectedIds = new Set(selection.keys());
  const bytes = formatBytes(selectionBytes(selection));

  const setFilters = (patch: FileFilterPatch) => {
    setSelection(NONE);
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });
  };
  const setTab = (next: FileTab) => {
    setSelection(NONE);
    actions.dismissTicket();
    void navigate({
      search: (prev) => ({ ...prev, tab: next === 'ori' ? undefined : next, pageNo: undefined }),
    });
  };

  const rowActions = (row: FileRow): RowAction[] => {
    const items: RowAction[] = [];
    if (tab === 'ori') items.push({ label: s.edit, onSelect: () => setEditing(row as OriFile) });
    if (canRemove) {
      items.push({
        label: s.delete,
        destructive: true,
        onSelect: () => actions.ask({ ids: [row.id], bytes: row.size, names: [row.fileName] }),
      });
    }
    return items;
  };

  return (
    <div className="flex flex-col gap-4">
      <FileTabs tab={tab} onChange={setTab} />
      <div
        role="tabpanel"
        aria-label={tab === 'ori' ? s.oriTab : s.dataTab}
        className="flex flex-col gap-4"
      >
        <FileFilters key={tab} search={search} onChange={setFilters} />
        {actions.ticket ? <DownloadNotice ticket={actions.ticket} /> : null}
        <DataTable
          label={tab === 'ori' ? s.oriTable : s.dataTable}
          columns={fileColumns(tab)}
          rows={rows}
          getRowId={(row) => row.id}
          rowLabel={(row) => row.fileName}
          status={list.status}
          error={list.error}
          onRetry={list.refetch}
          emptyText={s.empty}
          selected={selectedIds}
          onSelectedChange={(next) =>
            setSelection((current) => applySelection(current, next, rows ?? []))
          }
          selectionSummary={s.selection(selection.size, bytes)}
          rowActions={rowActions}
          fetching={list.fetching}
          toolbar={
            <>
              <Button
                size="sm"
                disabled={selection.size === 0 || actions.downloading}
                onClick={() => actions.startDownload([...selection.keys()])}
              >
                {s.bulkDownload}
              </Button>
              {canRemove ? (
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={selection.size === 0}
                  onClick={() =>
                    actions.ask({
                      ids: [...selection.keys()],
                      bytes: selectionBytes(selection),
                      names: [],
                    })
                  }
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
        {page ? (
          <UrlPagination
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            total={page.total}
            navigate={navigate}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={actions.pending !== null}
        onOpenChange={(open) => (open ? undefined : actions.cancel())}
        title={s.deleteTitle}
        description={
          actions.pending
            ? s.deleteDescription(
                actions.pending.ids.length,
                formatBytes(actions.pending.bytes),
                actions.pending.names,
              )
            : undefined
        }
        confirmLabel={s.delete}
        destructive
        pending={actions.deleting}
        onConfirm={actions.confirm}
      />
      <EditFileDialog file={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
