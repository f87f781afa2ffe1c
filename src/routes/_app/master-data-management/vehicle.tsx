import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const VehiclePage = lazyAreaPage(
  () => import('@/areas/master-data-management'),
  (area) => area.VehiclePage,
);

export const Route = createFileRoute('/_app/master-data-management/vehicle')({
  staticData: { title: routeTitles.vehicle },
  loader: () => VehiclePage.prefetch(),
  component: VehiclePage,
});
