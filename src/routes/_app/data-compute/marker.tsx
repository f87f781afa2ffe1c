import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const MarkerScreen = lazyAreaPage(
  () => import('@/areas/data-compute').then((area) => area.markerScreen()),
  (screen) => screen.MarkerScreen,
);

export const Route = createFileRoute('/_app/data-compute/marker')({
  staticData: { title: routeTitles.marker },
  validateSearch: searchSchema({
    pageNo: searchPage,
    pageSize: searchPage,
    ruleId: searchPage,
    vin: searchText,
    status: searchEnum(['0', '1', '2']),
    startTime: searchText,
    endTime: searchText,
    sortBy: searchEnum(['timeStamp', 'ruleName', 'vin', 'status']),
    sortOrder: searchSort,
    interval: searchEnum(['hour', 'day']),
    record: searchPage,
  }),
  loader: () => MarkerScreen.prefetch(),
  component: MarkerScreen,
});
