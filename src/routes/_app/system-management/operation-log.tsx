import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const OperationLogPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.OperationLogPage,
);

export const Route = createFileRoute('/_app/system-management/operation-log')({
  staticData: { title: routeTitles.operationLog },
  loader: () => OperationLogPage.prefetch(),
  component: OperationLogPage,
});
