import { createFileRoute } from '@tanstack/react-router';

import { SectionLayout } from '@/components/layout/section-layout';
import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchInt,
  searchIntList,
  searchPage,
  searchSchema,
  searchText,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const DashboardPage = lazyAreaPage(
  () => import('@/areas/dashboard').then((area) => area.dashboardPage()),
  (screen) => screen.DashboardPage,
);

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: routeTitles.dashboard },
  // Every filter of the board, global and per card, so a view is a shareable link. Months and moments
  // are checked (and defaulted) by the page: a broken value falls back to the default there.
  validateSearch: searchSchema({
    tag: searchInt,
    fleets: searchIntList,
    reportMonth: searchText,
    projectStart: searchText,
    projectEnd: searchText,
    projectPage: searchPage,
    gpsCars: searchIntList,
    gpsStart: searchText,
    gpsEnd: searchText,
    heatmapMonth: searchText,
    timelineType: searchEnum(['day', 'week', 'month']),
    timelineStart: searchText,
    timelineEnd: searchText,
    timelinePage: searchPage,
    timelineCars: searchIntList,
    mileageMonth: searchText,
    mileageCars: searchIntList,
    hoursMonth: searchText,
    hoursCars: searchIntList,
  }),
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
