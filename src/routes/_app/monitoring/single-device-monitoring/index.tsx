import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const SingleDeviceMonitoringPage = lazyAreaPage(
  () => import('@/areas/monitoring'),
  (area) => area.SingleDeviceMonitoringPage,
);

/** The device chooser's search (listMonitorDevices returns one list up to its limit: no paging). */
const chooserSearch = searchSchema({ keyword: searchText });

export const Route = createFileRoute('/_app/monitoring/single-device-monitoring/')({
  validateSearch: chooserSearch,
  staticData: { title: routeTitles.singleDeviceMonitoring },
  loader: () => SingleDeviceMonitoringPage.prefetch(),
  component: SingleDeviceMonitoringRoute,
});

function SingleDeviceMonitoringRoute() {
  return <SingleDeviceMonitoringPage />;
}
