import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const GlobalMonitoringPage = lazyAreaPage(
  () => import('@/areas/monitoring'),
  (area) => area.GlobalMonitoringPage,
);

export const Route = createFileRoute('/_app/monitoring/global-monitoring')({
  staticData: { title: routeTitles.globalMonitoring },
  loader: () => GlobalMonitoringPage.prefetch(),
  component: GlobalMonitoringPage,
});
