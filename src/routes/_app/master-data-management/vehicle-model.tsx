import { createFileRoute } from '@tanstack/react-router';

import { VehicleModelSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchInt,
  searchPage,
  searchSchema,
  searchSort,
  searchText,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const VehicleModelScreen = lazyAreaPage(
  () => import('@/areas/master-data-management').then((area) => area.vehicleModelScreen()),
  (screen) => screen.VehicleModelScreen,
);

/** Search, filters (type, power, valid flag), sort and paging of vehicle models. */
const vehicleModelSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  type: searchInt,
  power: searchInt,
  valid: searchInt,
  sortBy: searchEnum(Object.values(VehicleModelSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/master-data-management/vehicle-model')({
  validateSearch: vehicleModelSearch,
  staticData: { title: routeTitles.vehicleModel },
  loader: () => VehicleModelScreen.prefetch(),
  component: VehicleModelScreen,
});
