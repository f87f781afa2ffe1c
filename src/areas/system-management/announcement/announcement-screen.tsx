import {
  DEFAULT_PAGE_SIZE,
  serverSortColumns,
  serverSortProps,
  sortParams,
} from '@/lib/list-search';
import { announcementSortFields } from './components/announcement-columns';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useListAnnouncements } from '@/api/generated/endpoints/system-management/system-management';
import type { Announcement } from '@/api/generated/model';
import { DataTable, UrlPagination, type RowAction, type RowId } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { AnnouncementActionConfirm } from './components/announcement-action-confirm';
import { announcementColumns } from './components/announcement-columns';
import { AnnouncementFilters } from './components/announcement-filters';
import {
  AnnouncementFormDialog,
  type AnnouncementDialogTarget,
} from './components/announcement-form-dialog';
import { AnnouncementViewDialog } from './components/announcement-view-dialog';
import { useAnnouncementActions } from './hooks/use-announcement-actions';
import { announcementStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/announcements');

/** Announcements: drafts, published and withdrawn announcements; draft → publish → withdraw. */
export function AnnouncementScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canDelete = useAuthorities().includes('system:announcement-delete');
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [dialog, setDialog] = useState<AnnouncementDialogTarget>(null);
  const [viewing, setViewing] = useState<Announcement | null>(null);
  const params = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.level ? { level: search.level } : {}),
    ...sortParams(search, announcementSortFields),
  };
  const query = useListAnnouncements(params, { query: { placeholderData: keepPreviousData } });
  const actions = useAnnouncementActions(() => setSelected(new Set()));
  const page = query.data?.data;
  const chosen = (page?.list ?? []).filter((a) => selected.has(a.id));

  const rowActions = (row: Announcement): RowAction[] => {
    const published = row.status === 'published';
    const list: RowAction[] = [
      { label: s.view, onSelect: () => setViewing(row) },
      {
        label: s.edit,
        disabled: published,
        reason: published ? s.editOnlyUnpublished : undefined,
        onSelect: () => setDialog({ kind: 'edit', row }),
      },
      published
        ? { label: s.withdraw, destructive: true, onSelect: () => actions.ask('withdraw', [row]) }
        : { label: s.publish, onSelect: () => actions.ask('publish', [row]) },
    ];
    if (canDelete)
      list.push({
        label: s.delete,
        destructive: true,
        onSelect: () => actions.ask('delete', [row]),
      });
    return list;
  };

  return (
    <div className="flex flex-col gap-4">
      <AnnouncementFilters
        search={search}
        onChange={(patch) => {
          setSelected(new Set());
          void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });
        }}
      />
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(announcementColumns, announcementSortFields)}
        {...serverSortProps(
          search,
          announcementSortFields,
          (sort) => void navigate({ search: (prev) => ({ ...prev, ...sort, pageNo: undefined }) }),
        )}
        rows={page?.list}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.title}
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
            {canDelete ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={chosen.length === 0}
                onClick={() => actions.ask('delete', chosen)}
              >
                {s.bulkDelete}
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
      <AnnouncementActionConfirm
        pending={actions.pending}
        running={actions.running}
        onCancel={actions.cancel}
        onConfirm={actions.confirm}
      />
      <AnnouncementFormDialog target={dialog} onClose={() => setDialog(null)} />
      <AnnouncementViewDialog row={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
