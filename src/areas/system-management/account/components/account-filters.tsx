import type { AccountSortBy } from '@/api/generated/model';
import {
  KeywordField,
  ListChoice,
  ListFilters,
  type ListSearchState,
} from '@/components/data-table';

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
    <ListFilters list={list}>
      <KeywordField
        list={list}
        label={s.keyword}
        searchLabel={s.search}
        placeholder={s.searchPlaceholder}
      />
      <ListChoice
        list={list}
        name="status"
        className="w-32"
        label={s.status}
        allLabel={s.allStatuses}
        options={statuses}
      />
      <ListChoice
        list={list}
        name="roleId"
        className="w-40"
        label={s.role}
        allLabel={s.allRoles}
        options={roles}
      />
      <ListChoice
        list={list}
        name="userTagId"
        className="w-40"
        label={s.userTag}
        allLabel={s.allTags}
        options={tags}
      />
    </ListFilters>
  );
}
