import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const TestProjectPage = lazyAreaPage(
  () => import('@/areas/test-project-management'),
  (area) => area.TestProjectPage,
);

export const Route = createFileRoute('/_app/test-project-management/testproject')({
  staticData: { title: routeTitles.testProject },
  loader: () => TestProjectPage.prefetch(),
  component: TestProjectPage,
});
