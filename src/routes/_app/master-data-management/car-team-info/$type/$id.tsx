import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { parseFormId, parseMode } from '@/routes/-params';
import { routeTitles } from '@/strings/routes';

const CarTeamInfoScreen = lazyAreaPage(
  () => import('@/areas/master-data-management').then((area) => area.carTeamInfoScreen()),
  (screen) => screen.CarTeamInfoScreen,
);

export const Route = createFileRoute('/_app/master-data-management/car-team-info/$type/$id')({
  params: {
    // new/0 opens a blank fleet; new/{id} starts from a copy of fleet {id}, edit/{id} edits it.
    parse: ({ type, id }) => {
      const mode = parseMode(type, ['new', 'edit']);
      return { type: mode, id: parseFormId(mode, 'new', id) };
    },
    stringify: ({ type, id }) => ({ type, id: String(id) }),
  },
  staticData: {
    title: ({ type }) => (type === 'edit' ? routeTitles.carTeamEdit : routeTitles.carTeamNew),
  },
  loader: () => CarTeamInfoScreen.prefetch(),
  component: CarTeamInfoRoute,
});

function CarTeamInfoRoute() {
  const { type, id } = Route.useParams();
  return <CarTeamInfoScreen mode={type} id={id} />;
}
