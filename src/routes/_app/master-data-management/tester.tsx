import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const TesterPage = lazyAreaPage(
  () => import('@/areas/master-data-management'),
  (area) => area.TesterPage,
);

export const Route = createFileRoute('/_app/master-data-management/tester')({
  staticData: { title: routeTitles.tester },
  loader: () => TesterPage.prefetch(),
  component: TesterPage,
});
