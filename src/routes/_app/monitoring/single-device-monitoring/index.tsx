import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const SingleDeviceMonitoringPage = lazyAreaPage(
  () => import('@/areas/monitoring'),
  (area) => area.SingleDeviceMonitoringPage,
);

export const Route = createFileRoute('/_app/monitoring/single-device-monitoring/')({
  staticData: { title: routeTitles.singleDeviceMonitoring },
  loader: () => SingleDeviceMonitoringPage.prefetch(),
  component: SingleDeviceMonitoringRoute,
});

function SingleDeviceMonitoringRoute() {
  return <SingleDeviceMonitoringPage />;
}
