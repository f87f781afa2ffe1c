import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const OriginalDataPage = lazyAreaPage(
  () => import('@/areas/data-manager'),
  (area) => area.OriginalDataPage,
);

export const Route = createFileRoute('/_app/data-manager/original-data')({
  staticData: { title: routeTitles.originalData },
  loader: () => OriginalDataPage.prefetch(),
  component: OriginalDataPage,
});
