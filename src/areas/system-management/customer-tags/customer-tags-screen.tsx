import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListCustomerTagOptionsQueryKey,
  getListCustomerTagsQueryKey,
  useDeleteCustomerTags,
  useListCustomerTags,
} from '@/api/generated/endpoints/system-management/system-management';
import type { CustomerTag, CustomerTagSortBy } from '@/api/generated/model';
import {
  AddButton,
  type DataColumn,
  DataTable,
  ListFilters,
  type RowAction,
  rowsOf,
  type SortFields,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { useCan } from '@/lib/authority';
import { formatDateTime } from '@/lib/format';

import type { TagDialogTarget } from './components/tag-form-dialog';
import { customerTagStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/customer-tags');

const TagFormDialog = lazyFormDialog(
  () => import('./components/tag-form-dialog'),
  'TagFormDialog',
  { className: 'max-w-lg' },
);

/** Columns the server sorts the whole list by, with the field each one sorts by. */
const customerTagSortFields: SortFields<CustomerTagSortBy> = {
  name: 'name',
  accountCount: 'accountCount',
  carTeamCount: 'carTeamCount',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

const columns: DataColumn<CustomerTag>[] = [
  {
    id: 'name',
    header: s.name,
    hideable: false,
    sortable: true,
    sortValue: (t) => t.name,
    cell: (t) => <span className="font-medium break-all">{t.name}</span>,
  },
  {
    id: 'description',
    header: s.description,
    cell: (t) => <span className="break-all">{t.description || s.noDescription}</span>,
  },
  {
    id: 'accountCount',
    header: s.accountCount,
    align: 'right',
    sortable: true,
    sortValue: (t) => t.accountCount,
    cell: (t) => <span className="tabular-nums">{t.accountCount}</span>,
  },
  {
    id: 'carTeamCount',
    header: s.carTeamCount,
    align: 'right',
    sortable: true,
    sortValue: (t) => t.carTeamCount,
    cell: (t) => <span className="tabular-nums">{t.carTeamCount}</span>,
  },
  {
    id: 'createdAt',
    header: s.createdAt,
    defaultHidden: true,
    sortable: true,
    sortValue: (t) => t.createdAt,
    cell: (t) => <span className="text-xs tabular-nums">{formatDateTime(t.createdAt)}</span>,
  },
  {
    id: 'updatedAt',
    header: s.updatedAt,
    sortable: true,
    sortValue: (t) => t.updatedAt,
    cell: (t) => <span className="text-xs tabular-nums">{formatDateTime(t.updatedAt)}</span>,
  },
];

const inUse = (t: CustomerTag) => t.accountCount + t.carTeamCount > 0;

/**
 * Customer tags: the tags behind user_tag_id, with search and paging in the URL; add, edit, delete
 * one or the chosen ones.
 */
export function CustomerTagsScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: customerTagSortFields,
  });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TagDialogTarget>(null);
  const query = useListCustomerTags(list.params, { query: { placeholderData: keepPreviousData } });
  const deletion = useDeleteFlow({
    allowed: useCan('system:tag-delete'),
    rows: rowsOf(query),
    getRowId: (t) => t.id,
    scope: list.scope,
    mutation: useDeleteCustomerTags(),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: getListCustomerTagsQueryKey() });
      // Every tag chooser of the console reads the options call.
      void queryClient.invalidateQueries({ queryKey: getListCustomerTagOptionsQueryKey() });
    },
    texts: {
      title: s.deleteTitle,
      description: (tags) => {
        const [tag] = tags;
        if (tags.length > 1 || !tag) return s.deleteMany(tags.length, tags.filter(inUse).length);
        return inUse(tag)
          ? s.deleteUsed(tag.name, tag.accountCount, tag.carTeamCount)
          : s.deleteUnused(tag.name);
      },
      deleted: (count, tags) =>
        count === 1 && tags[0] ? s.deleted(tags[0].name) : s.deletedMany(count),
      failed: s.deleteFailed,
    },
  });

  const rowActions = (t: CustomerTag): RowAction[] => [
    {
      label: s.edit,
      code: 'system:tag-edit',
      onSelect: () => setEditing({ kind: 'edit', row: t }),
    },
    ...deletion.rowActions(t),
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListFilters
        list={list}
        keyword={{ label: s.keyword, searchLabel: s.searchLabel, placeholder: s.searchPlaceholder }}
      />
      <DataTable
        label={s.listTitle}
        columns={list.sortable(columns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(t) => t.id}
        rowLabel={(t) => t.name}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <AddButton
            code="system:tag-edit"
            onClick={() => setEditing({ kind: 'add' })}
            prefetch={TagFormDialog.prefetch}
          />
        }
      />
      <TagFormDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
