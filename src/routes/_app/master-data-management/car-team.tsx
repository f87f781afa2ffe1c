import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const CarTeamPage = lazyAreaPage(
  () => import('@/areas/master-data-management'),
  (area) => area.CarTeamPage,
);

export const Route = createFileRoute('/_app/master-data-management/car-team')({
  staticData: { title: routeTitles.carTeam },
  loader: () => CarTeamPage.prefetch(),
  component: CarTeamPage,
});
