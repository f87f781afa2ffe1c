import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';
import { parseMode, parseRecordId } from '@/routes/-params';

const SignalDictHandlePage = lazyAreaPage(
  () => import('@/areas/data-compute'),
  (area) => area.SignalDictHandlePage,
);

export const Route = createFileRoute('/_app/data-compute/signal-dict-handle/$type/$id')({
  params: {
    parse: ({ type, id }) => ({ type: parseMode(type, ['add', 'edit']), id: parseRecordId(id) }),
    stringify: ({ type, id }) => ({ type, id: String(id) }),
  },
  staticData: {
    title: ({ type }) => (type === 'edit' ? routeTitles.signalDictEdit : routeTitles.signalDictAdd),
  },
  loader: () => SignalDictHandlePage.prefetch(),
  component: SignalDictHandleRoute,
});

function SignalDictHandleRoute() {
  const { type, id } = Route.useParams();
  return <SignalDictHandlePage mode={type} id={id} />;
}
