import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  disableAccounts,
  enableAccounts,
  getListAccountsQueryKey,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Account } from '@/api/generated/model';
import { notify } from '@/lib/notify';

import { accountStrings as s } from '../strings';

export type BulkKind = 'disable' | 'enable';
export interface BulkPending {
  kind: BulkKind;
  accounts: readonly Account[];
}

const calls = { disable: disableAccounts, enable: enableAccounts };

/** Enable and disable of one account or the chosen ones, after a confirmation. */
export function useAccountBulk(onDone: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<BulkPending | null>(null);
  const run = useMutation({
    mutationFn: ({ kind, ids }: { kind: BulkKind; ids: number[] }) => calls[kind]({ ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getListAccountsQueryKey() }),
  });
  const confirm = () => {
    if (!pending) return;
    const ids = pending.accounts.map((a) => a.id);
    run.mutate(
      { kind: pending.kind, ids },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.done[pending.kind](ids.length) });
          setPending(null);
          onDone(ids);
        },
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.actionFailed) }),
      },
    );
  };
  return {
    pending,
    ask: (kind: BulkKind, accounts: readonly Account[]) => setPending({ kind, accounts }),
    cancel: () => setPending(null),
    confirm,
    running: run.isPending,
  };
}
