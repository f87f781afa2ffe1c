import { createFileRoute } from '@tanstack/react-router';

import { CarTeamSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchId,
  searchPage,
  searchSchema,
  searchSort,
  searchText,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const CarTeamScreen = lazyAreaPage(
  () => import('@/areas/master-data-management').then((area) => area.carTeamScreen()),
  (screen) => screen.CarTeamScreen,
);

/** Search, the customer-tag filter and paging of the fleet list. */
const carTeamSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  userTagId: searchId,
  sortBy: searchEnum(Object.values(CarTeamSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/master-data-management/car-team')({
  validateSearch: carTeamSearch,
  staticData: { title: routeTitles.carTeam },
  loader: () => CarTeamScreen.prefetch(),
  component: CarTeamScreen,
});
