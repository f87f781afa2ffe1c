import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '@/components/layout/section-layout';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const DownloadPage = lazyAreaPage(
  () => import('@/areas/download'),
  (area) => area.DownloadPage,
);

export const Route = createFileRoute('/_app/download')({
  staticData: { title: routeTitles.download },
  loader: () => DownloadPage.prefetch(),
  component: DownloadRoute,
});

function DownloadRoute() {
  return (
    <SectionLayout>
      <DownloadPage />
    </SectionLayout>
  );
}
