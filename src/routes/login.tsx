import { createFileRoute, redirect } from '@tanstack/react-router';

import { isSafeRedirect, parseLoginSearch } from '@/api/session-expiry';
import { landingPath } from '@/components/layout/navigation';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { loadCurrentUser } from '@/lib/current-user';
import { lazyAreaPage } from '@/lib/lazy-area';
import { getStoredAuthorities, getToken, hasStoredAuthorities } from '@/lib/storage';
import { routeTitles } from '@/strings/routes';

const LoginPage = lazyAreaPage(
  () => import('@/areas/session/pages/login-page'),
  (page) => page.LoginPage,
);

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  // A signed-in user goes on at once: to the page asked for when its codes allow it, else to its
  // first screen. A token stored without codes has them fetched first; if that fails, the
  // signed-in layout says so.
  beforeLoad: async ({ search, context }) => {
    if (getToken() === null) return;
    if (!hasStoredAuthorities()) await loadCurrentUser(context.queryClient).catch(() => undefined);
    const asked =
      search.redirect !== undefined && isSafeRedirect(search.redirect)
        ? search.redirect
        : undefined;
    throw redirect({ href: landingPath(getStoredAuthorities(), asked), replace: true });
  },
  loader: () => LoginPage.prefetch(),
  component: LoginRoute,
});

function LoginRoute() {
  useDocumentTitle(routeTitles.login);
  return <LoginPage />;
}
