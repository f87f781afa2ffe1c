import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchPage, searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const CustomerTagsPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.CustomerTagsPage,
);

export const Route = createFileRoute('/_app/system-management/customer-tags')({
  validateSearch: searchSchema({ pageNo: searchPage, pageSize: searchPage, keyword: searchText }),
  staticData: { title: routeTitles.customerTags },
  loader: () => CustomerTagsPage.prefetch(),
  component: CustomerTagsPage,
});
