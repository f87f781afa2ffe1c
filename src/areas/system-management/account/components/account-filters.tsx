import type { AccountSortBy } from '@/api/generated/model';
import {
  ChoiceFilter,
  KeywordField,
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
  const { search, setSearch } = list;
  return (
    <ListFilters list={list}>
      <KeywordField
        list={list}
        label={s.keyword}
        searchLabel={s.search}
        placeholder={s.searchPlaceholder}
      />
      <ChoiceFilter
        className="w-32"
        label={s.status}
        allLabel={s.allStatuses}
        value={search.status}
        options={statuses}
        onChange={(status) => setSearch({ status })}
      />
      <ChoiceFilter
        className="w-40"
        label={s.role}
        allLabel={s.allRoles}
        value={search.roleId}
        options={roles}
        onChange={(roleId) => setSearch({ roleId })}
      />
      <ChoiceFilter
        className="w-40"
        label={s.userTag}
        allLabel={s.allTags}
        value={search.userTagId}
        options={tags}
        onChange={(userTagId) => setSearch({ userTagId })}
      />
    </ListFilters>
  );
}
