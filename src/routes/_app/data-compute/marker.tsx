import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const MarkerPage = lazyAreaPage(
  () => import('@/areas/data-compute'),
  (area) => area.MarkerPage,
);

export const Route = createFileRoute('/_app/data-compute/marker')({
  staticData: { title: routeTitles.marker },
  loader: () => MarkerPage.prefetch(),
  component: MarkerPage,
});
