import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const EcuPage = lazyAreaPage(
  () => import('@/areas/master-data-management'),
  (area) => area.EcuPage,
);

export const Route = createFileRoute('/_app/master-data-management/ecu')({
  staticData: { title: routeTitles.ecu },
  loader: () => EcuPage.prefetch(),
  component: EcuPage,
});
