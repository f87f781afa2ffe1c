import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListRolesQueryKey,
  useDeleteRoles,
  useListRoles,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Role } from '@/api/generated/model';
import {
  AddButton,
  DataTable,
  ListFilters,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { useCan } from '@/lib/authority';

import { deleteBlocker, roleColumns, roleSortFields } from './components/role-columns';
import type { RoleDialogTarget } from './components/role-form-dialog';
import { roleStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/role-management');

const RoleFormDialog = lazyFormDialog(
  () => import('./components/role-form-dialog'),
  'RoleFormDialog',
  { className: 'max-w-4xl' },
);

/** Why these roles cannot go, known from the list (built in, or held by accounts). */
const rolesBlocker = (roles: readonly Role[]): string | undefined => {
  const reasons = roles.flatMap((role) => deleteBlocker(role) ?? []);
  if (reasons.length === 0) return undefined;
  return roles.length === 1 ? reasons[0] : s.bulkBlocked;
};

/** Role management: roles with their authority codes, edited as a tree with the menu they give. */
export function RoleScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: roleSortFields,
  });
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<RoleDialogTarget>(null);
  const query = useListRoles(list.params, { query: { placeholderData: keepPreviousData } });
  const deletion = useDeleteFlow({
    allowed: useCan('system:role-delete'),
    rows: rowsOf(query),
    getRowId: (role) => role.id,
    scope: list.scope,
    mutation: useDeleteRoles(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListRolesQueryKey() }),
    deletable: (role) => deleteBlocker(role) === null,
    blocker: rolesBlocker,
    texts: {
      title: s.deleteTitle,
      description: (roles) => s.deleteDescription(roles.map((role) => role.name)),
      deleted: (count) => s.deleted(count),
      failed: s.deleteFailed,
      blocked: s.bulkBlocked,
    },
  });

  const rowActions = (role: Role): RowAction[] => {
    const actions: RowAction[] = [
      {
        label: s.edit,
        code: 'system:role-edit',
        onSelect: () => setDialog({ kind: 'edit', row: role }),
      },
    ];
    return [...actions, ...deletion.rowActions(role, deleteBlocker(role) ?? undefined)];
  };

  return (
    <div className="flex flex-col gap-4">
      <ListFilters
        list={list}
        noReset
        keyword={{
          className: 'w-72',
          label: s.keyword,
          searchLabel: s.search,
          placeholder: s.searchPlaceholder,
        }}
      />
      <DataTable
        label={s.listTitle}
        columns={list.sortable(roleColumns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(role) => role.id}
        rowLabel={(role) => role.name}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <AddButton
            code="system:role-edit"
            onClick={() => setDialog({ kind: 'add' })}
            prefetch={RoleFormDialog.prefetch}
          />
        }
      />
      <RoleFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
