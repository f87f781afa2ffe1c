import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchId, searchPage, searchSchema } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const FirmwareUpdateScreen = lazyAreaPage(
  () => import('@/areas/device-management').then((area) => area.firmwareUpdateScreen()),
  (screen) => screen.FirmwareUpdateScreen,
);

export const Route = createFileRoute('/_app/device-management/device-firmware-update')({
  // The open job and the history's filters; deviceId (from a device list row) narrows the history.
  validateSearch: searchSchema({
    jobId: searchId,
    deviceId: searchId,
    firmwareId: searchId,
    status: searchEnum(['pending', 'running', 'paused', 'finished', 'cancelled']),
    pageNo: searchPage,
    pageSize: searchPage,
  }),
  staticData: { title: routeTitles.deviceFirmwareUpdate },
  loader: () => FirmwareUpdateScreen.prefetch(),
  component: FirmwareUpdateScreen,
});
