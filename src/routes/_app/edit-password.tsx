import { createFileRoute } from '@tanstack/react-router';

import { SectionLayout } from '@/components/layout/section-layout';
import { lazyAreaPage } from '@/lib/lazy-area';
import { routeTitles } from '@/strings/routes';

const EditPasswordPage = lazyAreaPage(
  () => import('@/areas/session/pages/edit-password-page'),
  (page) => page.EditPasswordPage,
);

export const Route = createFileRoute('/_app/edit-password')({
  staticData: { title: routeTitles.editPassword },
  loader: () => EditPasswordPage.prefetch(),
  component: EditPasswordRoute,
});

function EditPasswordRoute() {
  return (
    <SectionLayout>
      <EditPasswordPage />
    </SectionLayout>
  );
}
