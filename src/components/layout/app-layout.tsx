import { useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { getToken, subscribeSession } from '@/lib/storage';
import { AppShell } from './app-shell';

/** The signed-in layout around every screen but login (loaded apart from the login screen). */
export function AppLayout() {
  const router = useRouter();
  // A logout in another tab (or an expired session) re-runs the route guard, which leaves for login.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getToken() === null) void router.invalidate();
      }),
    [router],
  );
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
