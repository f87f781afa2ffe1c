import { createFileRoute } from '@tanstack/react-router';

import { DownloadJobSortBy } from '@/api/generated/model';
import { SectionLayout } from '@/components/layout/section-layout';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const DownloadScreen = lazyAreaPage(
  () => import('@/areas/download').then((area) => area.downloadScreen()),
  (screen) => screen.DownloadScreen,
);

export const Route = createFileRoute('/_app/download')({
  validateSearch: searchSchema({
    pageNo: searchPage,
    pageSize: searchPage,
    keyword: searchText,
    status: searchEnum(['pending', 'running', 'done', 'failed', 'expired']),
    source: searchEnum(['data-file', 'ori-file', 'dataset']),
    sortBy: searchEnum(Object.values(DownloadJobSortBy)),
    sortOrder: searchSort,
  }),
  staticData: { title: routeTitles.download },
  loader: () => DownloadScreen.prefetch(),
  component: DownloadRoute,
});

function DownloadRoute() {
  return (
    <SectionLayout>
      <DownloadScreen />
    </SectionLayout>
  );
}
