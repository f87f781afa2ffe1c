import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListAccountsQueryKey,
  useDeleteAccounts,
  useListAccounts,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Account } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  DataTable,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { lazyFormDialog, prefetchOn } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/authority';
import { getUserInfo } from '@/lib/storage';

import { AccountBulkConfirm } from './components/account-bulk-confirm';
import { accountColumns, accountSortFields } from './components/account-columns';
import { AccountFilters } from './components/account-filters';
import type { AccountDialogTarget } from './components/account-form-dialog';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { type BulkKind, useAccountBulk } from './hooks/use-account-bulk';
import { ACCOUNT_FILTERS, toFilterParams } from './search';
import { accountStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/account-management');

const AccountFormDialog = lazyFormDialog(
  () => import('./components/account-form-dialog'),
  'AccountFormDialog',
);

/** Account management: accounts with their roles and customer tags, search and filters in the URL. */
export function AccountScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: accountSortFields,
    filters: ACCOUNT_FILTERS,
  });
  const queryClient = useQueryClient();
  const canEdit = useCan('system:account-edit');
  // The signed-in account may not disable or delete itself (the server refuses it as well).
  const selfId = getUserInfo()?.id;
  const [dialog, setDialog] = useState<AccountDialogTarget>(null);
  const [resetting, setResetting] = useState<Account | null>(null);
  const query = useListAccounts(
    { ...list.params, ...toFilterParams(list.search) },
    { query: { placeholderData: keepPreviousData } },
  );
  const deletion = useDeleteFlow({
    allowed: useCan('system:account-delete'),
    // The choice also drives enable and disable, which need the edit authority, not the delete one.
    choosable: canEdit,
    rows: rowsOf(query),
    getRowId: (a) => a.id,
    scope: list.scope,
    mutation: useDeleteAccounts(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListAccountsQueryKey() }),
    deletable: (a) => a.id !== selfId,
    texts: {
      title: s.deleteTitle,
      description: (accounts) => s.deleteDescription(accounts.map((a) => a.username)),
      deleted: (count) => s.done.delete(count),
      failed: s.actionFailed,
      blocked: s.selfReason,
    },
  });
  const bulk = useAccountBulk(deletion.clear);
  const { chosen } = deletion;
  const includesSelf = chosen.some((a) => a.id === selfId);
  // With the delete authority, the bulk delete button already shows the reason beside it.
  const ownReason = includesSelf && !deletion.allowed;

  const rowActions = (account: Account): RowAction[] => {
    const self = account.id === selfId;
    const actions: RowAction[] = [
      {
        label: s.edit,
        code: 'system:account-edit',
        onSelect: () => setDialog({ kind: 'edit', row: account }),
      },
      {
        label: s.resetPassword,
        code: 'system:account-reset-password',
        onSelect: () => setResetting(account),
      },
      account.status === 'enabled'
        ? {
            label: s.disable,
            code: 'system:account-edit',
            disabled: self,
            reason: self ? s.selfReason : undefined,
            onSelect: () => bulk.ask('disable', [account]),
          }
        : {
            label: s.enable,
            code: 'system:account-edit',
            onSelect: () => bulk.ask('enable', [account]),
          },
    ];
    return [...actions, ...deletion.rowActions(account, self ? s.selfReason : undefined)];
  };

  const bulkButton = (kind: BulkKind, label: string) => {
    const blocked = kind === 'disable' && includesSelf;
    return (
      <Button
        size="sm"
        disabled={chosen.length === 0 || blocked}
        title={blocked ? s.selfReason : undefined}
        aria-describedby={blocked && ownReason ? 'account-self-reason' : undefined}
        onClick={() => bulk.ask(kind, chosen)}
      >
        {label}
      </Button>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <AccountFilters list={list} />
      <DataTable
        label={s.listTitle}
        columns={list.sortable(accountColumns(selfId))}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.username}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <>
            <Authorized code="system:account-edit">
              <Button
                variant="primary"
                size="sm"
                onClick={() => setDialog({ kind: 'add' })}
                {...prefetchOn(AccountFormDialog)}
              >
                {s.add}
              </Button>
              {bulkButton('enable', s.bulkEnable)}
              {bulkButton('disable', s.bulkDisable)}
            </Authorized>
            {ownReason ? (
              <span id="account-self-reason" className="text-xs text-warning-strong">
                {s.selfReason}
              </span>
            ) : null}
          </>
        }
      />
      <AccountBulkConfirm
        pending={bulk.pending}
        running={bulk.running}
        onCancel={bulk.cancel}
        onConfirm={bulk.confirm}
      />
      <AccountFormDialog target={dialog} onClose={() => setDialog(null)} />
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
