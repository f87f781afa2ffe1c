import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const SignalDictPage = lazyAreaPage(
  () => import('@/areas/data-compute'),
  (area) => area.SignalDictPage,
);

export const Route = createFileRoute('/_app/data-compute/signal-dict')({
  staticData: { title: routeTitles.signalDict },
  loader: () => SignalDictPage.prefetch(),
  component: SignalDictPage,
});
