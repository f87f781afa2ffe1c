import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchIntList, searchSchema, searchText, searchTextList } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const DataCutScreen = lazyAreaPage(
  () => import('@/areas/data-manager').then((area) => area.dataCutScreen()),
  (screen) => screen.DataCutScreen,
);

/**
 * The window to slice, as testing check links here from its chart: vin, portTypes (comma-separated),
 * startTime and endTime (yyyy-MM-dd HH:mm:ss), fileIds (comma-separated). All optional.
 */
const dataCutSearch = searchSchema({
  vin: searchText,
  portTypes: searchTextList,
  startTime: searchText,
  endTime: searchText,
  fileIds: searchIntList,
});

export const Route = createFileRoute('/_app/data-manager/data-cut')({
  validateSearch: dataCutSearch,
  staticData: { title: routeTitles.dataCut },
  loader: () => DataCutScreen.prefetch(),
  component: DataCutScreen,
});
