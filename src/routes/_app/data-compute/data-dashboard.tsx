import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const DataDashboardScreen = lazyAreaPage(
  () => import('@/areas/data-compute').then((area) => area.dataDashboardScreen()),
  (screen) => screen.DataDashboardScreen,
);

export const Route = createFileRoute('/_app/data-compute/data-dashboard')({
  staticData: { title: routeTitles.dataDashboard },
  validateSearch: searchSchema({
    pageNo: searchPage,
    pageSize: searchPage,
    keyword: searchText,
    strategy_type: searchEnum(['calc', 'raw']),
    sortBy: searchEnum(['createdAt', 'strategy_name']),
    sortOrder: searchSort,
  }),
  loader: () => DataDashboardScreen.prefetch(),
  component: DataDashboardScreen,
});
