import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DeviceConfigurationPage = lazyAreaPage(
  () => import('@/areas/device-management'),
  (area) => area.DeviceConfigurationPage,
);

export const Route = createFileRoute('/_app/device-management/device-configuration')({
  staticData: { title: routeTitles.deviceConfiguration },
  loader: () => DeviceConfigurationPage.prefetch(),
  component: DeviceConfigurationPage,
});
