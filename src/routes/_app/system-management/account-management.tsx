import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const AccountManagementPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.AccountManagementPage,
);

export const Route = createFileRoute('/_app/system-management/account-management')({
  staticData: { title: routeTitles.accountManagement },
  loader: () => AccountManagementPage.prefetch(),
  component: AccountManagementPage,
});
