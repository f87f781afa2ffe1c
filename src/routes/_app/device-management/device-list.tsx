import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchId,
  searchInt,
  searchPage,
  searchSchema,
  searchText,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const DeviceListScreen = lazyAreaPage(
  () => import('@/areas/device-management').then((area) => area.deviceListScreen()),
  (screen) => screen.DeviceListScreen,
);

/** Search, filters and paging of the device list (listDevices filters under short names). */
const deviceListSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  status: searchInt,
  online: searchEnum(['online', 'offline']),
  model: searchInt,
  fleetId: searchId,
  softwareVersionId: searchId,
  hardwareVersionId: searchId,
});

export const Route = createFileRoute('/_app/device-management/device-list')({
  validateSearch: deviceListSearch,
  staticData: { title: routeTitles.deviceList },
  loader: () => DeviceListScreen.prefetch(),
  component: DeviceListScreen,
});
