import { useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  getListCustomerTagOptionsQueryKey,
  getListCustomerTagsQueryKey,
  useDeleteCustomerTags,
  useListCustomerTags,
} from '@/api/generated/endpoints/system-management/system-management';
import type { CustomerTag, CustomerTagSortBy } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  BulkDeleteAction,
  DataTable,
  SearchBox,
  UrlPagination,
  useBulkDelete,
  type DataColumn,
  type RowAction,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { formatDateTime } from '@/lib/format';
import {
  DEFAULT_PAGE_SIZE,
  serverSortColumns,
  serverSortProps,
  sortParams,
  type SortFields,
} from '@/lib/list-search';
import { TagDeleteDialog } from './components/tag-delete-dialog';
import { TagFormDialog, type TagDialogTarget } from './components/tag-form-dialog';
import { customerTagStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/customer-tags');

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
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const canDelete = useAuthorities().includes('system:tag-delete');
  const [editing, setEditing] = useState<TagDialogTarget>(null);
  const [removing, setRemoving] = useState<CustomerTag | null>(null);
  const query = useListCustomerTags(
    {
      pageNo: search.pageNo ?? 1,
      pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
      ...(search.keyword ? { keyword: search.keyword } : {}),
      ...sortParams(search, customerTagSortFields),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const page = query.data?.data;
  const remove = useDeleteCustomerTags();
  const bulk = useBulkDelete({
    allowed: canDelete,
    rows: page?.list,
    getRowId: (t) => t.id,
    mutation: remove,
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: getListCustomerTagsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListCustomerTagOptionsQueryKey() });
    },
    texts: {
      title: s.deleteTitle,
      description: (tags) => s.deleteMany(tags.length, tags.filter(inUse).length),
      deleted: s.deletedMany,
      failed: s.deleteFailed,
    },
  });
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  const rowActions = (t: CustomerTag): RowAction[] => [
    { label: s.edit, onSelect: () => setEditing({ kind: 'edit', tag: t }) },
    ...(canDelete ? [{ label: s.delete, destructive: true, onSelect: () => setRemoving(t) }] : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-64 flex-col gap-1.5">
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
      </div>
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(columns, customerTagSortFields)}
        {...serverSortProps(
          search,
          customerTagSortFields,
          (sort) => void navigate({ search: (prev) => ({ ...prev, ...sort, pageNo: undefined }) }),
        )}
        rows={page?.list}
        getRowId={(t) => t.id}
        rowLabel={(t) => t.name}
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
            <Button variant="primary" size="sm" onClick={() => setEditing({ kind: 'add' })}>
              {s.add}
            </Button>
            <BulkDeleteAction bulk={bulk} />
          </>
        }
      />
      {page ? (
        <UrlPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          navigate={navigate}
          defaultPageSize={DEFAULT_PAGE_SIZE}
          onPageChange={bulk.clear}
        />
      ) : null}
      <TagFormDialog target={editing} onClose={() => setEditing(null)} />
      <Authorized code="system:tag-delete">
        <TagDeleteDialog tag={removing} onClose={() => setRemoving(null)} />
      </Authorized>
    </div>
  );
}
