import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  getListAccountsQueryKey,
  saveAccount,
  updateAccount,
  updateAccountRoles,
  updateAccountUserTags,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Account } from '@/api/generated/model';

import { type AccountFormValues, orNull } from '../account-form-values';

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Add is one call; edit is the profile, then the roles and the customer tags when they changed
 * (the contract has a call for each). The list is refreshed whatever happened.
 */
export function useAccountSave(editing: Account | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AccountFormValues) => {
      const realName = values.realName.trim();
      const phone = orNull(values.phone);
      const email = orNull(values.email);
      if (!editing) {
        const data = { ...values, username: values.username.trim(), realName, phone, email };
        await saveAccount(data);
        return;
      }
      const id = editing.id;
      await updateAccount({ id, realName, phone, email });
      const roleIds = editing.roles.map((r) => r.id);
      if (!same(roleIds, values.roleIds)) await updateAccountRoles({ id, roleIds: values.roleIds });
      const tagIds = editing.userTags.map((t) => t.id);
      if (!same(tagIds, values.userTagIds))
        await updateAccountUserTags({ id, userTagIds: values.userTagIds });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: getListAccountsQueryKey() }),
  });
}
