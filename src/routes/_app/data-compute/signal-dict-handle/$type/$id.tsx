import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { parseFormId, parseMode } from '@/routes/-params';
import { routeTitles } from '@/strings/routes';

const SigDictHandleScreen = lazyAreaPage(
  () => import('@/areas/data-compute').then((area) => area.sigDictHandleScreen()),
  (screen) => screen.SigDictHandleScreen,
);

export const Route = createFileRoute('/_app/data-compute/signal-dict-handle/$type/$id')({
  params: {
    // add/0 opens a blank dictionary; add/{id} starts from a copy of one, edit/{id} edits it.
    parse: ({ type, id }) => {
      const mode = parseMode(type, ['add', 'edit']);
      return { type: mode, id: parseFormId(mode, 'add', id) };
    },
    stringify: ({ type, id }) => ({ type, id: String(id) }),
  },
  staticData: {
    title: ({ type }) => (type === 'edit' ? routeTitles.signalDictEdit : routeTitles.signalDictAdd),
  },
  loader: () => SigDictHandleScreen.prefetch(),
  component: SignalDictHandleRoute,
});

function SignalDictHandleRoute() {
  const { type, id } = Route.useParams();
  return <SigDictHandleScreen mode={type} id={id} />;
}
