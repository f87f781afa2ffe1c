import { createFileRoute } from '@tanstack/react-router';

import { OperationLogAction, OperationLogSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const OperationLogScreen = lazyAreaPage(
  () => import('@/areas/system-management').then((area) => area.operationLogScreen()),
  (screen) => screen.OperationLogScreen,
);

/** Filters and paging of the operation log; times as typed in the pickers (yyyy-MM-dd HH:mm:ss). */
const logSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  username: searchText,
  action: searchEnum(Object.values(OperationLogAction)),
  result: searchEnum(['success', 'failure']),
  start: searchText,
  end: searchText,
  sortBy: searchEnum(Object.values(OperationLogSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/system-management/operation-log')({
  validateSearch: logSearch,
  staticData: { title: routeTitles.operationLog },
  loader: () => OperationLogScreen.prefetch(),
  component: OperationLogScreen,
});
