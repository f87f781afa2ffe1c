import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchInt, searchPage, searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const FirmwareListScreen = lazyAreaPage(
  () => import('@/areas/firmware-library').then((area) => area.firmwareListScreen()),
  (screen) => screen.FirmwareListScreen,
);

export const Route = createFileRoute('/_app/firmware-library/firmware-library-list')({
  validateSearch: searchSchema({
    pageNo: searchPage,
    pageSize: searchPage,
    keyword: searchText,
    upgradeObj: searchInt,
    model: searchInt,
  }),
  staticData: { title: routeTitles.firmwareLibraryList },
  loader: () => FirmwareListScreen.prefetch(),
  component: FirmwareListScreen,
});
