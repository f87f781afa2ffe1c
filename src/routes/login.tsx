import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSafeRedirect, parseLoginSearch } from '@/api/session-expiry';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { lazyAreaPage } from '@/lib/lazy-area';
import { getToken } from '@/lib/storage';
import { routeTitles } from '@/strings/routes';

const DEFAULT_TARGET = '/device-management/device-list';

const LoginPage = lazyAreaPage(
  () => import('@/areas/session/pages/login-page'),
  (page) => page.LoginPage,
);

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: ({ search }) => {
    if (getToken() === null) return;
    const target =
      search.redirect !== undefined && isSafeRedirect(search.redirect)
        ? search.redirect
        : DEFAULT_TARGET;
    throw redirect({ href: target, replace: true });
  },
  loader: () => LoginPage.prefetch(),
  component: LoginRoute,
});

function LoginRoute() {
  useDocumentTitle(routeTitles.login);
  return <LoginPage />;
}
