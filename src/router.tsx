import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { queryClient as appQueryClient } from '@/api/query-client';
import { RouteError } from '@/components/layout/route-error';
import { RoutePending } from '@/components/layout/route-pending';
import { createAppHashHistory } from '@/lib/hash-history';

import { routeTree } from './routeTree.gen';

/** A page title: fixed, or chosen from the route's parsed params (add/edit screens). */
export type RouteTitle = string | ((params: Readonly<Record<string, unknown>>) => string);

export interface AppRouterContext {
  queryClient: QueryClient;
}

export interface CreateAppRouterOptions {
  /** Hash history by default; tests pass a memory history. */
  history?: RouterHistory;
  queryClient?: QueryClient;
}

export function createAppRouter(options: CreateAppRouterOptions = {}) {
  const queryClient = options.queryClient ?? appQueryClient;
  return createRouter({
    routeTree,
    history: options.history ?? createAppHashHistory(),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Menu item = breadcrumb = page title = <h1>; routes without one add no breadcrumb. */
    title?: RouteTitle;
  }
}
