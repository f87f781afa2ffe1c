import type { AccountSortBy } from '@/api/generated/model';
import { ListFilters, type ListSearchState } from '@/components/data-table';

import { useAccountOptions } from '../hooks/use-account-options';
import type { AccountSearch } from '../search';
import { accountStrings as s } from '../strings';

const statuses = (['enabled', 'disabled'] as const).map((value) => ({
  value,
  label: s.statusLabels[value] ?? value,
}));

/** Search, status, role and customer tag of account management; all kept in the URL. */
export function AccountFilters({ list }: { list: ListSearchState<AccountSearch, AccountSortBy> }) {
  const { roles, tags } = useAccountOptions();
  return (
    <ListFilters
      list={list}
      keyword={{ label: s.keyword, searchLabel: s.search, placeholder: s.searchPlaceholder }}
      choices={[
        {
          name: 'status',
          label: s.status,
          allLabel: s.allStatuses,
          options: statuses,
          className: 'w-32',
        },
        { name: 'roleId', label: s.role, allLabel: s.allRoles, options: roles, className: 'w-40' },
        {
          name: 'userTagId',
          label: s.userTag,
          allLabel: s.allTags,
          options: tags,
          className: 'w-40',
        },
      ]}
    />
  );
}
