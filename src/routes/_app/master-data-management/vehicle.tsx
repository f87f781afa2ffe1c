import { createFileRoute } from '@tanstack/react-router';

import { VehicleSortBy } from '@/api/generated/model';
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

const VehicleScreen = lazyAreaPage(
  () => import('@/areas/master-data-management').then((area) => area.vehicleScreen()),
  (screen) => screen.VehicleScreen,
);

/** Search, filters (model, fleet, valid flag), sort and paging of vehicles. */
const vehicleSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  modelId: searchId,
  fleetId: searchId,
  valid: searchInt,
  sortBy: searchEnum(Object.values(VehicleSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/master-data-management/vehicle')({
  validateSearch: vehicleSearch,
  staticData: { title: routeTitles.vehicle },
  loader: () => VehicleScreen.prefetch(),
  component: VehicleScreen,
});
