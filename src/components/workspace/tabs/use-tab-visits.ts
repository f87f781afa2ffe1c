import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

import { holdsAll, screenAuthority } from '@/components/layout/navigation';
import { useAuthorities } from '@/lib/authority';

import { recordNameOf, useRecordNamesVersion } from './record-name';
import { clearTabInbox, postToTabs } from './tab-inbox';
import type { Visit } from './tabs-model';

type AppRouter = ReturnType<typeof useRouter>;

/** The screen the router shows, as a tab visit; null where no tab belongs (untitled, refused). */
const currentVisit = (router: AppRouter, held: readonly unknown[]): Visit | null => {
  const { matches, resolvedLocation } = router.state;
  if (!resolvedLocation) return null;
  const last = matches.filter((match) => match.staticData.title !== undefined).at(-1);
  const screen = matches.at(-1);
  if (!last || !screen || screen.status !== 'success') return null;
  if (!holdsAll(held, screenAuthority(screen.fullPath))) return null;
  const title = last.staticData.title;
  const params: Readonly<Record<string, unknown>> = last.params;
  const path = resolvedLocation.pathname;
  return {
    path,
    href: resolvedLocation.href,
    title: recordNameOf(path) ?? (typeof title === 'function' ? title(params) : (title ?? path)),
  };
};

/**
 * Every screen shown is a tab, with the URL it has now: the shell tells the tab bar from its first
 * paint, so a screen left before the bar's code arrived still has its tab.
 */
export function useTabVisits(): void {
  const router = useRouter();
  const held = useAuthorities();
  const location = useRouterState({ select: (routerState) => routerState.resolvedLocation?.href });
  const names = useRecordNamesVersion();
  useEffect(() => {
    const visit = currentVisit(router, held);
    if (visit) postToTabs({ kind: 'visit', visit });
  }, [location, names, held, router]);
  useEffect(() => clearTabInbox, []);
}
