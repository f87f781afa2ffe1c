import {
  DEFAULT_PAGE_SIZE,
  serverSortColumns,
  serverSortProps,
  sortParams,
} from '@/lib/list-search';
import { roleSortFields } from './components/role-columns';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useListRoles } from '@/api/generated/endpoints/system-management/system-management';
import type { Role } from '@/api/generated/model';
import {
  DataTable,
  SearchBox,
  UrlPagination,
  type RowAction,
  type RowId,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuthorities } from '@/lib/authority';
import { deleteBlocker, roleColumns } from './components/role-columns';
import { RoleFormDialog, type RoleDialogTarget } from './components/role-form-dialog';
import { useRoleDelete } from './hooks/use-role-delete';
import { roleStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/role-management');

/** Role management: roles with their authority codes, edited as a tree with the menu they give. */
export function RoleScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canDelete = useAuthorities().includes('system:role-delete');
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [dialog, setDialog] = useState<RoleDialogTarget>(null);
  const params = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...sortParams(search, roleSortFields),
  };
  const query = useListRoles(params, { query: { placeholderData: keepPreviousData } });
  const removal = useRoleDelete(() => setSelected(new Set()));
  const page = query.data?.data;
  const chosen = (page?.list ?? []).filter((role) => selected.has(role.id));
  const bulkBlocked = chosen.some((role) => deleteBlocker(role) !== null);

  const rowActions = (role: Role): RowAction[] => {
    const list: RowAction[] = [
      { label: s.edit, onSelect: () => setDialog({ kind: 'edit', role }) },
    ];
    if (canDelete) {
      const blocker = deleteBlocker(role);
      list.push({
        label: s.delete,
        destructive: true,
        disabled: blocker !== null,
        reason: blocker ?? undefined,
        onSelect: () => removal.ask([role]),
      });
    }
    return list;
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        className="w-72"
        label={s.search}
        placeholder={s.searchPlaceholder}
        value={search.keyword ?? ''}
        onSearch={(keyword) =>
          void navigate({
            search: (prev) => ({ ...prev, keyword: keyword || undefined, pageNo: undefined }),
          })
        }
      />
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(roleColumns, roleSortFields)}
        {...serverSortProps(
          search,
          roleSortFields,
          (sort) => void navigate({ search: (prev) => ({ ...prev, ...sort, pageNo: undefined }) }),
        )}
        rows={page?.list}
        getRowId={(role) => role.id}
        rowLabel={(role) => role.name}
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
                disabled={chosen.length === 0 || bulkBlocked}
                aria-describedby={bulkBlocked ? 'role-bulk-blocked' : undefined}
                onClick={() => removal.ask(chosen)}
              >
                {s.bulkDelete}
              </Button>
            ) : null}
            {bulkBlocked ? (
              <span id="role-bulk-blocked" className="text-xs text-amber-800">
                {s.bulkBlocked}
              </span>
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
          onPageChange={() => setSelected(new Set())}
        />
      ) : null}
      <ConfirmDialog
        open={removal.pending !== null}
        onOpenChange={(open) => (open ? undefined : removal.cancel())}
        title={s.deleteTitle}
        description={
          removal.pending ? s.deleteDescription(removal.pending.map((r) => r.name)) : undefined
        }
        confirmLabel={s.delete}
        destructive
        pending={removal.deleting}
        onConfirm={removal.confirm}
      />
      <RoleFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
