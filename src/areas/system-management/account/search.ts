import type { AccountSortBy, AccountStatus, ListAccountsParams } from '@/api/generated/model';
import type { ListSearch } from '@/components/data-table';

/** Account management's URL search, as the route validates it. */
export interface AccountSearch extends ListSearch<AccountSortBy> {
  status?: AccountStatus;
  roleId?: number;
  userTagId?: number;
}

/** The filters beside the keyword, which a reset clears. */
export const ACCOUNT_FILTERS = ['status', 'roleId', 'userTagId'] as const;

/** The filters as listAccounts takes them, beside the list's paging, keyword and sort. */
export function toFilterParams(search: AccountSearch): Partial<ListAccountsParams> {
  const params: Partial<ListAccountsParams> = {};
  if (search.status) params.status = search.status;
  if (search.roleId !== undefined) params.roleId = search.roleId;
  if (search.userTagId !== undefined) params.userTagId = search.userTagId;
  return params;
}
