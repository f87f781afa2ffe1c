import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';

import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { RootError } from '@/components/layout/root-error';
import { Toaster } from '@/components/ui/toaster';
import type { AppRouterContext } from '@/router';

export const Route = createRootRouteWithContext<AppRouterContext>()({
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
