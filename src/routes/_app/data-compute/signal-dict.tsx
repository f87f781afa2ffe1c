import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const SigDictListScreen = lazyAreaPage(
  () => import('@/areas/data-compute').then((area) => area.sigDictListScreen()),
  (screen) => screen.SigDictListScreen,
);

export const Route = createFileRoute('/_app/data-compute/signal-dict')({
  validateSearch: searchSchema({
    keyword: searchText,
    strategy_type: searchEnum(['calc', 'raw']),
    dbc_cfg: searchText,
    pageNo: searchPage,
    pageSize: searchPage,
    sortBy: searchEnum(['updatedAt', 'createdAt', 'strategy_name']),
    sortOrder: searchSort,
  }),
  staticData: { title: routeTitles.signalDict },
  loader: () => SigDictListScreen.prefetch(),
  component: SigDictListScreen,
});
