import type { AccountSortBy, AccountStatus, ListAccountsParams } from '@/api/generated/model';
import { DEFAULT_PAGE_SIZE, sortParams, type ListSort } from '@/lib/list-search';
import { accountSortFields } from './components/account-columns';

/** Account management's URL search, as the route validates it. */
export interface AccountSearch extends ListSort<AccountSortBy> {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  status?: AccountStatus;
  roleId?: number;
  userTagId?: number;
}

export type AccountFilterPatch = Omit<AccountSearch, 'pageNo' | 'pageSize' | keyof ListSort>;

export const NO_FILTERS: { [K in keyof Required<AccountFilterPatch>]: undefined } = {
  keyword: undefined,
  status: undefined,
  roleId: undefined,
  userTagId: undefined,
};

export function toListParams(search: AccountSearch): ListAccountsParams {
  const params: ListAccountsParams = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...sortParams(search, accountSortFields),
  };
  if (search.keyword) params.keyword = search.keyword;
  if (search.status) params.status = search.status;
  if (search.roleId !== undefined) params.roleId = search.roleId;
  if (search.userTagId !== undefined) params.userTagId = search.userTagId;
  return params;
}
