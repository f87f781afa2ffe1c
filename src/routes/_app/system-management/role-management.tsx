import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const RoleManagementPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.RoleManagementPage,
);

export const Route = createFileRoute('/_app/system-management/role-management')({
  staticData: { title: routeTitles.roleManagement },
  loader: () => RoleManagementPage.prefetch(),
  component: RoleManagementPage,
});
