import { createFileRoute } from '@tanstack/react-router';

import { CustomerTagSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const CustomerTagsScreen = lazyAreaPage(
  () => import('@/areas/system-management').then((area) => area.customerTagsScreen()),
  (screen) => screen.CustomerTagsScreen,
);

export const Route = createFileRoute('/_app/system-management/customer-tags')({
  validateSearch: searchSchema({
    pageNo: searchPage,
    pageSize: searchPage,
    keyword: searchText,
    sortBy: searchEnum(Object.values(CustomerTagSortBy)),
    sortOrder: searchSort,
  }),
  staticData: { title: routeTitles.customerTags },
  loader: () => CustomerTagsScreen.prefetch(),
  component: CustomerTagsScreen,
});
