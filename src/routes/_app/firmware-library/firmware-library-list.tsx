import { createFileRoute } from '@tanstack/react-router';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const FirmwareLibraryListPage = lazyAreaPage(
  () => import('@/areas/firmware-library'),
  (area) => area.FirmwareLibraryListPage,
);

export const Route = createFileRoute('/_app/firmware-library/firmware-library-list')({
  staticData: { title: routeTitles.firmwareLibraryList },
  loader: () => FirmwareLibraryListPage.prefetch(),
  component: FirmwareLibraryListPage,
});
