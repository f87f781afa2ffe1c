import { createFileRoute } from '@tanstack/react-router';

import { TestProjectSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchId,
  searchInt,
  searchPage,
  searchSchema,
  searchSort,
  searchText,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const TestProjectScreen = lazyAreaPage(
  () => import('@/areas/test-project-management').then((area) => area.testProjectScreen()),
  (screen) => screen.TestProjectScreen,
);

/** Search, status, fleet, period (YYYY-MM-DD, checked by the screen) and paging of the list. */
const testProjectSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  status: searchInt,
  fleetId: searchId,
  from: searchText,
  to: searchText,
  sortBy: searchEnum(Object.values(TestProjectSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/test-project-management/testproject')({
  validateSearch: testProjectSearch,
  staticData: { title: routeTitles.testProject },
  loader: () => TestProjectScreen.prefetch(),
  component: TestProjectScreen,
});
