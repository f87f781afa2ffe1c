import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { useState } from 'react';

import { parseLoginSearch } from '@/api/session-expiry';
import { Toaster } from '@/components/ui/toaster';

import { EditPasswordPage } from '../pages/edit-password-page';
import { LoginPage } from '../pages/login-page';

/** Shows where the app ended up, so tests and stories can see a navigation happen. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.href}</p>;
}

function buildRouteTree() {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    validateSearch: parseLoginSearch,
    component: LoginPage,
  });
  const editPassword = createRoute({
    getParentRoute: () => root,
    path: '/edit-password',
    component: EditPasswordPage,
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: LocationProbe,
  });
  return root.addChildren([login, editPassword, elsewhere]);
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function createSessionRouter(initialEntry: string) {
  return createRouter({
    routeTree: buildRouteTree(),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
}

export interface SessionTestAppProps {
  /** E.g. '/login?redirect=%2Fdashboard' or '/edit-password'. */
  initialEntry: string;
  queryClient?: QueryClient;
}

/** The session screens in a small memory router, for tests and stories. */
export function SessionTestApp({ initialEntry, queryClient }: SessionTestAppProps) {
  const [client] = useState(() => queryClient ?? createTestQueryClient());
  const [router] = useState(() => createSessionRouter(initialEntry));
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
