import { createFileRoute } from '@tanstack/react-router';

import { TesterSortBy } from '@/api/generated/model';
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

const TesterScreen = lazyAreaPage(
  () => import('@/areas/master-data-management').then((area) => area.testerScreen()),
  (screen) => screen.TesterScreen,
);

/** Search, filters (fleet, active), sort and paging of testers. */
const testerSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  fleetId: searchId,
  active: searchInt,
  sortBy: searchEnum(Object.values(TesterSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/master-data-management/tester')({
  validateSearch: testerSearch,
  staticData: { title: routeTitles.tester },
  loader: () => TesterScreen.prefetch(),
  component: TesterScreen,
});
