import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchId, searchPage, searchSchema } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const GlobalMonitoringScreen = lazyAreaPage(
  () => import('@/areas/monitoring'),
  (area) => area.GlobalMonitoringScreen,
);

/** Filters and paging of the device grid. */
const globalSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  fleetId: searchId,
  carId: searchId,
  state: searchEnum(['online', 'offline', 'collecting']),
});

export const Route = createFileRoute('/_app/monitoring/global-monitoring')({
  validateSearch: globalSearch,
  staticData: { title: routeTitles.globalMonitoring },
  loader: () => GlobalMonitoringScreen.prefetch(),
  component: GlobalMonitoringScreen,
});
