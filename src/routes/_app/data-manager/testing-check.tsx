import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const TestingCheckScreen = lazyAreaPage(
  () => import('@/areas/data-manager').then((area) => area.testingCheckScreen()),
  (screen) => screen.TestingCheckScreen,
);

/**
 * The trace query in the URL: times as the fields show them (yyyy-MM-dd HH:mm:ss), car and port;
 * then the brushed window and the cursor, in the same form.
 */
const testingCheckSearch = searchSchema({
  startTime: searchText,
  endTime: searchText,
  vin: searchText,
  portType: searchText,
  brushStart: searchText,
  brushEnd: searchText,
  cursor: searchText,
});

export const Route = createFileRoute('/_app/data-manager/testing-check')({
  validateSearch: testingCheckSearch,
  staticData: { title: routeTitles.testingCheck },
  loader: () => TestingCheckScreen.prefetch(),
  component: TestingCheckScreen,
});
