import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  useDeleteAnnouncements,
  useListAnnouncements,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Announcement } from '@/api/generated/model';
import {
  AddButton,
  DataTable,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { useCan } from '@/lib/authority';

import { AnnouncementActionConfirm } from './components/announcement-action-confirm';
import { announcementColumns, announcementSortFields } from './components/announcement-columns';
import { ANNOUNCEMENT_FILTERS, AnnouncementFilters } from './components/announcement-filters';
import type { AnnouncementDialogTarget } from './components/announcement-form-dialog';
import { AnnouncementViewDialog } from './components/announcement-view-dialog';
import { useAnnouncementActions, useRefreshAnnouncements } from './hooks/use-announcement-actions';
import { announcementStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/announcements');

const AnnouncementFormDialog = lazyFormDialog(
  () => import('./components/announcement-form-dialog'),
  'AnnouncementFormDialog',
  { className: 'max-w-3xl' },
);

/** Announcements: drafts, published and withdrawn announcements; draft → publish → withdraw. */
export function AnnouncementScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: announcementSortFields,
    filters: ANNOUNCEMENT_FILTERS,
  });
  const { status, level } = list.search;
  const [dialog, setDialog] = useState<AnnouncementDialogTarget>(null);
  const [viewing, setViewing] = useState<Announcement | null>(null);
  const query = useListAnnouncements(
    { ...list.params, ...(status ? { status } : {}), ...(level ? { level } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const refresh = useRefreshAnnouncements();
  const deletion = useDeleteFlow({
    allowed: useCan('system:announcement-delete'),
    rows: rowsOf(query),
    getRowId: (a) => a.id,
    scope: list.scope,
    mutation: useDeleteAnnouncements(),
    refresh: () => void refresh(),
    texts: {
      title: s.deleteTitle,
      description: (rows) => s.deleteDescription(rows.map((r) => r.title)),
      deleted: (count) => s.done.delete(count),
      failed: s.actionFailed,
    },
  });
  const actions = useAnnouncementActions(deletion.clear);

  const rowActions = (row: Announcement): RowAction[] => {
    const published = row.status === 'published';
    const items: RowAction[] = [
      { label: s.view, onSelect: () => setViewing(row) },
      {
        label: s.edit,
        code: 'system:announcement-edit',
        disabled: published,
        reason: published ? s.editOnlyUnpublished : undefined,
        onSelect: () => setDialog({ kind: 'edit', row }),
      },
      published
        ? {
            label: s.withdraw,
            code: 'system:announcement-edit',
            destructive: true,
            onSelect: () => actions.ask('withdraw', row),
          }
        : {
            label: s.publish,
            code: 'system:announcement-edit',
            onSelect: () => actions.ask('publish', row),
          },
    ];
    return [...items, ...deletion.rowActions(row)];
  };

  return (
    <div className="flex flex-col gap-4">
      <AnnouncementFilters list={list} />
      <DataTable
        label={s.listTitle}
        columns={list.sortable(announcementColumns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.title}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <AddButton
            code="system:announcement-edit"
            onClick={() => setDialog({ kind: 'add' })}
            prefetch={AnnouncementFormDialog.prefetch}
          />
        }
      />
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
