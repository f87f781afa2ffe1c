import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DataCutPage = lazyAreaPage(
  () => import('@/areas/data-manager'),
  (area) => area.DataCutPage,
);

export const Route = createFileRoute('/_app/data-manager/data-cut')({
  staticData: { title: routeTitles.dataCut },
  loader: () => DataCutPage.prefetch(),
  component: DataCutPage,
});
