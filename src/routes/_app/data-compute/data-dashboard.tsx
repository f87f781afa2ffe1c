import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DataDashboardPage = lazyAreaPage(
  () => import('@/areas/data-compute'),
  (area) => area.DataDashboardPage,
);

export const Route = createFileRoute('/_app/data-compute/data-dashboard')({
  staticData: { title: routeTitles.dataDashboard },
  loader: () => DataDashboardPage.prefetch(),
  component: DataDashboardPage,
});
