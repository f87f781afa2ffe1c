import { createFileRoute } from '@tanstack/react-router';

import { AnnouncementSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import { searchEnum, searchPage, searchSchema, searchSort, searchText } from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const AnnouncementScreen = lazyAreaPage(
  () => import('@/areas/system-management').then((area) => area.announcementScreen()),
  (screen) => screen.AnnouncementScreen,
);

const announcementSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  status: searchEnum(['draft', 'published', 'withdrawn']),
  level: searchEnum(['normal', 'important', 'urgent']),
  sortBy: searchEnum(Object.values(AnnouncementSortBy)),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/system-management/announcements')({
  validateSearch: announcementSearch,
  staticData: { title: routeTitles.announcements },
  loader: () => AnnouncementScreen.prefetch(),
  component: AnnouncementScreen,
});
