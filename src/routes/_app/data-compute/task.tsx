import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const TaskPage = lazyAreaPage(
  () => import('@/areas/data-compute'),
  (area) => area.TaskPage,
);

export const Route = createFileRoute('/_app/data-compute/task')({
  staticData: { title: routeTitles.task },
  loader: () => TaskPage.prefetch(),
  component: TaskPage,
});
