import { createFileRoute } from '@tanstack/react-router';

import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { SectionLayout } from '@/components/layout/section-layout';
import { routeTitles } from '@/strings/routes';

export const Route = createFileRoute('/_app/data-compute')({
  staticData: { title: routeTitles.dataCompute },
  component: SectionLayout,
  // Invalid params of a screen below land here, so the not-found screen keeps the app layout.
  notFoundComponent: NotFoundScreen,
});
