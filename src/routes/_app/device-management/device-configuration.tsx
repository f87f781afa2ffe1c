import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchId, searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const DeviceConfigurationScreen = lazyAreaPage(
  () => import('@/areas/device-management').then((area) => area.deviceConfigurationScreen()),
  (screen) => screen.DeviceConfigurationScreen,
);

export const Route = createFileRoute('/_app/device-management/device-configuration')({
  // The device chosen in the URL, so a device list row can open it and the view can be shared;
  // without one, the chooser's search.
  validateSearch: searchSchema({ deviceId: searchId, keyword: searchText }),
  staticData: { title: routeTitles.deviceConfiguration },
  loader: () => DeviceConfigurationScreen.prefetch(),
  component: DeviceConfigurationScreen,
});
