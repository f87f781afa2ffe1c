import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListRolesQueryKey,
  useDeleteRoles,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Role } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import { roleStrings as s } from '../strings';

/** Delete of one role or the selected ones, behind a confirmation naming them. */
export function useRoleDelete(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<readonly Role[] | null>(null);
  const remove = useDeleteRoles();
  const confirm = () => {
    if (!pending) return;
    const ids = pending.map((role) => role.id);
    remove.mutate(
      { data: { ids } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.deleted(ids.length) });
          setPending(null);
          onDeleted();
        },
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.deleteFailed) }),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: getListRolesQueryKey() }),
      },
    );
  };
  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    deleting: remove.isPending,
  };
}
