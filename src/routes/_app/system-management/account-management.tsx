import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchId, searchPage, searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const AccountManagementPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.AccountManagementPage,
);

/** Search, filters and paging of 账号管理 (listAccounts params). */
const accountSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  status: searchEnum(['enabled', 'disabled']),
  roleId: searchId,
  userTagId: searchId,
});

export const Route = createFileRoute('/_app/system-management/account-management')({
  validateSearch: accountSearch,
  staticData: { title: routeTitles.accountManagement },
  loader: () => AccountManagementPage.prefetch(),
  component: AccountManagementPage,
});
