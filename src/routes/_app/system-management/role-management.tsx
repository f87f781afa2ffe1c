import { createFileRoute } from '@tanstack/react-router';

import { RoleSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const RoleScreen = lazyAreaPage(
  () => import('@/areas/system-management').then((area) => area.roleScreen()),
  (screen) => screen.RoleScreen,
);

const roleSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  sortBy: searchEnum(Object.values(RoleSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/system-management/role-management')({
  validateSearch: roleSearch,
  staticData: { title: routeTitles.roleManagement },
  loader: () => RoleScreen.prefetch(),
  component: RoleScreen,
});
