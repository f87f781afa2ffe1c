import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchPage, searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const RoleManagementPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.RoleManagementPage,
);

const roleSearch = searchSchema({ pageNo: searchPage, pageSize: searchPage, keyword: searchText });

export const Route = createFileRoute('/_app/system-management/role-management')({
  validateSearch: roleSearch,
  staticData: { title: routeTitles.roleManagement },
  loader: () => RoleManagementPage.prefetch(),
  component: RoleManagementPage,
});
