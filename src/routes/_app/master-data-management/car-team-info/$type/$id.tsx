import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';
import { parseMode, parseRecordId } from '@/routes/-params';

const CarTeamInfoPage = lazyAreaPage(
  () => import('@/areas/master-data-management'),
  (area) => area.CarTeamInfoPage,
);

export const Route = createFileRoute('/_app/master-data-management/car-team-info/$type/$id')({
  params: {
    parse: ({ type, id }) => ({ type: parseMode(type, ['new', 'edit']), id: parseRecordId(id) }),
    stringify: ({ type, id }) => ({ type, id: String(id) }),
  },
  staticData: {
    title: ({ type }) => (type === 'edit' ? routeTitles.carTeamEdit : routeTitles.carTeamNew),
  },
  loader: () => CarTeamInfoPage.prefetch(),
  component: CarTeamInfoRoute,
});

function CarTeamInfoRoute() {
  const { type, id } = Route.useParams();
  return <CarTeamInfoPage mode={type} id={id} />;
}
