import { createFileRoute } from '@tanstack/react-router';

import { EcuSortBy } from '@/api/generated/model';
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

const EcuScreen = lazyAreaPage(
  () => import('@/areas/master-data-management').then((area) => area.ecuScreen()),
  (screen) => screen.EcuScreen,
);

/** Search, filters (model), sort and paging of ECU. */
const ecuSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  modelId: searchId,
  sortBy: searchEnum(Object.values(EcuSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/master-data-management/ecu')({
  validateSearch: ecuSearch,
  staticData: { title: routeTitles.ecu },
  loader: () => EcuScreen.prefetch(),
  component: EcuScreen,
});
