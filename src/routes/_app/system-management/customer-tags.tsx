import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const CustomerTagsPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.CustomerTagsPage,
);

export const Route = createFileRoute('/_app/system-management/customer-tags')({
  staticData: { title: routeTitles.customerTags },
  loader: () => CustomerTagsPage.prefetch(),
  component: CustomerTagsPage,
});
