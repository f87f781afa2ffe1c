import { createFileRoute } from '@tanstack/react-router';

import { AccountSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchId,
  searchPage,
  searchSchema,
  searchSort,
  searchText,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const AccountScreen = lazyAreaPage(
  () => import('@/areas/system-management').then((area) => area.accountScreen()),
  (screen) => screen.AccountScreen,
);

/** Search, filters and paging of account management (listAccounts params). */
const accountSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  status: searchEnum(['enabled', 'disabled']),
  roleId: searchId,
  userTagId: searchId,
  sortBy: searchEnum(Object.values(AccountSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/system-management/account-management')({
  validateSearch: accountSearch,
  staticData: { title: routeTitles.accountManagement },
  loader: () => AccountScreen.prefetch(),
  component: AccountScreen,
});
