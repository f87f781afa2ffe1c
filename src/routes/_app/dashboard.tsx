import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '@/components/layout/section-layout';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DashboardPage = lazyAreaPage(
  () => import('@/areas/dashboard'),
  (area) => area.DashboardPage,
);

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: routeTitles.dashboard },
  loader: () => DashboardPage.prefetch(),
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <SectionLayout>
      <DashboardPage />
    </SectionLayout>
  );
}
