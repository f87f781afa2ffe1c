import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DeviceListPage = lazyAreaPage(
  () => import('@/areas/device-management'),
  (area) => area.DeviceListPage,
);

export const Route = createFileRoute('/_app/device-management/device-list')({
  staticData: { title: routeTitles.deviceList },
  loader: () => DeviceListPage.prefetch(),
  component: DeviceListPage,
});
