// Every signed-in screen renders inside this layout: cn() merges classes from here on.
import '@/lib/class-merger';

import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

import { useAuthorities } from '@/lib/authority';
import { getToken, subscribeSession } from '@/lib/storage';

import { AppShell } from './app-shell';
import { ForbiddenScreen } from './forbidden-screen';
import { holdsAll, screenAuthority } from './navigation';

/** The signed-in layout around every screen but login (loaded apart from the login screen). */
export function AppLayout() {
  const router = useRouter();
  const held = useAuthorities();
  // The deepest matched route names the screen; its view code gates it, not only its menu item.
  const screen = useMatches({ select: (matches) => matches.at(-1)?.fullPath ?? '' });
  const allowed = holdsAll(held, screenAuthority(screen));
  // A logout in another tab (or an expired session) re-runs the route guard, which leaves for login.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getToken() === null) void router.invalidate();
      }),
    [router],
  );
  return <AppShell>{allowed ? <Outlet /> : <ForbiddenScreen />}</AppShell>;
}
