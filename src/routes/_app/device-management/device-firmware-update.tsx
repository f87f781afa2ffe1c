import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DeviceFirmwareUpdatePage = lazyAreaPage(
  () => import('@/areas/device-management'),
  (area) => area.DeviceFirmwareUpdatePage,
);

export const Route = createFileRoute('/_app/device-management/device-firmware-update')({
  staticData: { title: routeTitles.deviceFirmwareUpdate },
  loader: () => DeviceFirmwareUpdatePage.prefetch(),
  component: DeviceFirmwareUpdatePage,
});
