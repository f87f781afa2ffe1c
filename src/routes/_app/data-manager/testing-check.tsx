import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const TestingCheckPage = lazyAreaPage(
  () => import('@/areas/data-manager'),
  (area) => area.TestingCheckPage,
);

export const Route = createFileRoute('/_app/data-manager/testing-check')({
  staticData: { title: routeTitles.testingCheck },
  loader: () => TestingCheckPage.prefetch(),
  component: TestingCheckPage,
});
