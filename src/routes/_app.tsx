import { createFileRoute, redirect } from '@tanstack/react-router';

import { AppPending } from '@/components/layout/app-pending';
import { AppRouteError } from '@/components/layout/app-route-error';
import { loadCurrentUser } from '@/lib/current-user';
import { lazyAreaPage } from '@/lib/lazy-area';
import { getToken } from '@/lib/storage';
import { warmClassMerger } from '@/lib/warm-class-merger';

// The shell (menu, header, user menu) is not needed to log in: it loads as its own chunk.
const AppLayout = lazyAreaPage(
  () => import('@/components/layout/app-layout'),
  (layout) => layout.AppLayout,
);

// Every screen but login lives here: without a token the user goes to login and comes back after.
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, context }) => {
    if (getToken() === null) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    await loadCurrentUser(context.queryClient);
  },
  // The shell merges class names from its first render: the merger is loaded and its tables are
  // built beforehand, in tasks of their own, while the shell's code downloads.
  loader: () => {
    AppLayout.prefetch();
    return warmClassMerger();
  },
  component: AppLayout,
  // The frame shows from the first render while the user and the layout load, and gives way as
  // soon as they have: no wait before it, no minimum time on screen.
  pendingComponent: AppPending,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: AppRouteError,
});
