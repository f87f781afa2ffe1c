import {
  useListCustomerTagOptions,
  useListRoleOptions,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Option } from '@/components/ui/multi-select';

const toOptions = (list: readonly { id: number; name: string }[]): Option<number>[] =>
  list.map(({ id, name }) => ({ value: id, label: name }));

/** Roles and customer tags to choose from, for the filters and the account form. */
export function useAccountOptions() {
  const roles = useListRoleOptions({
    query: { staleTime: 60_000, select: (a) => toOptions(a.data) },
  });
  const tags = useListCustomerTagOptions({
    query: { staleTime: 60_000, select: (a) => toOptions(a.data) },
  });
  return {
    roles: roles.data,
    rolesLoading: roles.isPending,
    rolesFailed: roles.isError,
    tags: tags.data,
    tagsLoading: tags.isPending,
    tagsFailed: tags.isError,
  };
}
