import { serverSortColumns, serverSortProps } from '@/lib/list-search';
import { accountSortFields } from './components/account-columns';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useListAccounts } from '@/api/generated/endpoints/system-management/system-management';
import type { Account } from '@/api/generated/model';
import { DataTable, UrlPagination, type RowAction, type RowId } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { getUserInfo } from '@/lib/storage';
import { AccountBulkConfirm } from './components/account-bulk-confirm';
import { accountColumns } from './components/account-columns';
import { AccountFilters } from './components/account-filters';
import { AccountFormDialog, type AccountDialogTarget } from './components/account-form-dialog';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { useAccountBulk, type BulkKind } from './hooks/use-account-bulk';
import { toListParams, type AccountFilterPatch } from './list-params';
import { accountStrings as s } from './strings';

const route = getRouteApi('/_app/system-management/account-management');

/** Account management: accounts with their roles and customer tags, search and filters in the URL. */
export function AccountScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const held = useAuthorities();
  const canDelete = held.includes('system:account-delete');
  const canReset = held.includes('system:account-reset-password');
  // The signed-in account may not disable or delete itself (the server refuses it as well).
  const selfId = getUserInfo()?.id;
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [dialog, setDialog] = useState<AccountDialogTarget>(null);
  const [resetting, setResetting] = useState<Account | null>(null);
  const query = useListAccounts(toListParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  const bulk = useAccountBulk(() => setSelected(new Set()));
  const page = query.data?.data;
  const rows = page?.list;
  const chosen = (rows ?? []).filter((a) => selected.has(a.id));
  const includesSelf = chosen.some((a) => a.id === selfId);

  const setFilters = (patch: AccountFilterPatch) => {
    setSelected(new Set());
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });
  };

  const rowActions = (account: Account): RowAction[] => {
    const self = account.id === selfId;
    const list: RowAction[] = [
      { label: s.edit, onSelect: () => setDialog({ kind: 'edit', account }) },
    ];
    if (canReset) list.push({ label: s.resetPassword, onSelect: () => setResetting(account) });
    list.push(
      account.status === 'enabled'
        ? {
            label: s.disable,
            disabled: self,
            reason: self ? s.selfReason : undefined,
            onSelect: () => bulk.ask('disable', [account]),
          }
        : { label: s.enable, onSelect: () => bulk.ask('enable', [account]) },
    );
    if (canDelete)
      list.push({
        label: s.delete,
        destructive: true,
        disabled: self,
        reason: self ? s.selfReason : undefined,
        onSelect: () => bulk.ask('delete', [account]),
      });
    return list;
  };

  const bulkButton = (kind: BulkKind, label: string) => {
    const blocked = kind !== 'enable' && includesSelf;
    return (
      <Button
        size="sm"
        variant={kind === 'delete' ? 'destructive' : 'default'}
        disabled={chosen.length === 0 || blocked}
        title={blocked ? s.selfReason : undefined}
        aria-describedby={blocked ? 'account-self-reason' : undefined}
        onClick={() => bulk.ask(kind, chosen)}
      >
        {label}
      </Button>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <AccountFilters search={search} onChange={setFilters} />
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(accountColumns(selfId), accountSortFields)}
        {...serverSortProps(
          search,
          accountSortFields,
          (sort) => void navigate({ search: (prev) => ({ ...prev, ...sort, pageNo: undefined }) }),
        )}
        rows={rows}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.username}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        selected={selected}
        onSelectedChange={setSelected}
        rowActions={rowActions}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            <Button variant="primary" size="sm" onClick={() => setDialog({ kind: 'add' })}>
              {s.add}
            </Button>
            {bulkButton('enable', s.bulkEnable)}
            {bulkButton('disable', s.bulkDisable)}
            {canDelete ? bulkButton('delete', s.bulkDelete) : null}
            {includesSelf ? (
              <span id="account-self-reason" className="text-xs text-amber-800">
                {s.selfReason}
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
