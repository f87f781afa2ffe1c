import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const VehicleModelPage = lazyAreaPage(
  () => import('@/areas/master-data-management'),
  (area) => area.VehicleModelPage,
);

export const Route = createFileRoute('/_app/master-data-management/vehicle-model')({
  staticData: { title: routeTitles.vehicleModel },
  loader: () => VehicleModelPage.prefetch(),
  component: VehicleModelPage,
});
