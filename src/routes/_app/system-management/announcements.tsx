import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const AnnouncementsPage = lazyAreaPage(
  () => import('@/areas/system-management'),
  (area) => area.AnnouncementsPage,
);

export const Route = createFileRoute('/_app/system-management/announcements')({
  staticData: { title: routeTitles.announcements },
  loader: () => AnnouncementsPage.prefetch(),
  component: AnnouncementsPage,
});
