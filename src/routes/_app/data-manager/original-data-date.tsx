import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const OriginalDataDatePage = lazyAreaPage(
  () => import('@/areas/data-manager'),
  (area) => area.OriginalDataDatePage,
);

export const Route = createFileRoute('/_app/data-manager/original-data-date')({
  staticData: { title: routeTitles.originalDataDate },
  loader: () => OriginalDataDatePage.prefetch(),
  component: OriginalDataDatePage,
});
