import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { type SearchField, searchId, searchSchema, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const OriginalDataDateScreen = lazyAreaPage(
  () => import('@/areas/data-manager').then((area) => area.originalDataDateScreen()),
  (screen) => screen.OriginalDataDateScreen,
);

const pattern =
  (re: RegExp): SearchField<string> =>
  (raw) =>
    typeof raw === 'string' && re.test(raw) ? raw : undefined;

/** The month (yyyy-MM), the day opened (yyyy-MM-dd) and the filters of the by-day view. */
const originalDataDateSearch = searchSchema({
  month: pattern(/^\d{4}-(0[1-9]|1[0-2])$/),
  day: pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  carTeamId: searchId,
  vin: searchText,
  portType: searchText,
  plate: searchText,
});

export const Route = createFileRoute('/_app/data-manager/original-data-date')({
  validateSearch: originalDataDateSearch,
  staticData: { title: routeTitles.originalDataDate },
  loader: () => OriginalDataDateScreen.prefetch(),
  component: OriginalDataDateScreen,
});
