import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DatabasePage = lazyAreaPage(
  () => import('@/areas/database-management'),
  (area) => area.DatabasePage,
);

export const Route = createFileRoute('/_app/database-management/database')({
  staticData: { title: routeTitles.database },
  loader: () => DatabasePage.prefetch(),
  component: DatabasePage,
});
