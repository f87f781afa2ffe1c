import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchId, searchPage, searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const OriginalDataScreen = lazyAreaPage(
  () => import('@/areas/data-manager').then((area) => area.originalDataScreen()),
  (screen) => screen.OriginalDataScreen,
);

/** Tab, filters and paging of the file lists (listOriFiles / listDataFiles filters). */
const originalDataSearch = searchSchema({
  tab: searchEnum(['ori', 'data']),
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  carTeamId: searchId,
  vin: searchText,
  portType: searchText,
  status: searchEnum(['uploading', 'uploaded', 'parsing', 'parsed', 'failed']),
  startTime: searchText,
  endTime: searchText,
});

export const Route = createFileRoute('/_app/data-manager/original-data')({
  validateSearch: originalDataSearch,
  staticData: { title: routeTitles.originalData },
  loader: () => OriginalDataScreen.prefetch(),
  component: OriginalDataScreen,
});
