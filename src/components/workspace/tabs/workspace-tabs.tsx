import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import {
  firstScreen,
  holdsAll,
  pathAuthority,
  screenAuthority,
} from '@/components/layout/navigation';
import { useAuthorities } from '@/lib/authority';
import { getUserInfo, subscribeSession } from '@/lib/storage';

import { isTypingTarget } from '../typing-target';
import { recordNameOf, useRecordNamesVersion } from './record-name';
import { restoreScroll } from './restore-scroll';
import { TabBar } from './tab-bar';
import type { Tab } from './tabs-model';
import { canReopen } from './tabs-model';
import { TabsStore } from './tabs-store';

const userIdOf = (): number | null => getUserInfo()?.id ?? null;

/** The tab bar of the signed-in user; another user gets a bar of their own. */
export function WorkspaceTabs() {
  const userId = useSyncExternalStore(subscribeSession, userIdOf, () => null);
  return <UserTabs key={userId ?? 'none'} userId={userId} />;
}

type AppRouter = ReturnType<typeof useRouter>;

/** The title a route gives a screen path (the landing tab before its first visit). */
const titleOfPath = (router: AppRouter, path: string): string => {
  const routes: Readonly<Record<string, { options: { staticData?: { title?: unknown } } }>> =
    router.routesByPath;
  const title = routes[path]?.options.staticData?.title;
  return typeof title === 'string' ? title : path;
};

/** The screen the router shows, as a tab visit; null where no tab belongs (untitled, refused). */
const currentVisit = (router: AppRouter, held: readonly unknown[]) => {
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

function UserTabs({ userId }: { userId: number | null }) {
  const router = useRouter();
  const held = useAuthorities();
  const landingPath = firstScreen(held);
  const [store] = useState(
    () => new TabsStore(userId, landingPath, titleOfPath(router, landingPath)),
  );
  const { state, announcement } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const location = useRouterState({ select: (routerState) => routerState.resolvedLocation?.href });
  const names = useRecordNamesVersion();

  // The landing screen follows the user's codes, and screens they may no longer open leave the bar.
  useEffect(() => {
    store.setLanding(landingPath, titleOfPath(router, landingPath));
    store.keepAllowed((path) => holdsAll(held, pathAuthority(path)));
  }, [store, landingPath, held, router]);

  // Every screen shown is a tab, with the URL it has now.
  useEffect(() => {
    const visit = currentVisit(router, held);
    if (visit) store.visit(visit);
  }, [store, location, names, held, router]);

  // A screen's scroll is taken as the user leaves it (another screen, or the page going away).
  useEffect(() => {
    const leaving = router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
      if (fromLocation && pathChanged) store.keepScroll(fromLocation.pathname, window.scrollY);
    });
    const hiding = () => {
      const active = store.active();
      if (active) store.keepScroll(active.path, window.scrollY);
      store.persist();
    };
    window.addEventListener('pagehide', hiding);
    return () => {
      leaving();
      window.removeEventListener('pagehide', hiding);
    };
  }, [store, router]);

  // A switch to a tab opens its kept URL, then restores its scroll once the screen has drawn.
  const stopRestore = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRestore.current?.(), []);
  const goTo = useCallback(
    (tab: Tab | undefined) => {
      if (!tab) return;
      stopRestore.current?.();
      stopRestore.current = null;
      if (router.state.resolvedLocation?.href === tab.href) return;
      void router.navigate({ href: tab.href, resetScroll: false }).then(() => {
        if (router.state.resolvedLocation?.pathname !== tab.path) return;
        stopRestore.current = restoreScroll(tab.scrollY);
      });
    },
    [router],
  );

  // Alt+W closes the tab shown, Alt+Shift+W reopens the last closed one; never while typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyW') return;
      event.preventDefault();
      if (event.shiftKey) {
        goTo(store.reopen());
        return;
      }
      const active = store.active();
      if (active) goTo(store.close(active.path));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, goTo]);

  return (
    <TabBar
      tabs={state.tabs}
      activePath={state.activePath}
      landingPath={state.landingPath}
      canReopen={canReopen(state)}
      announcement={announcement}
      onSelect={(path) => goTo(store.find(path))}
      onClose={(path) => goTo(store.close(path))}
      onCloseOthers={(path) => goTo(store.closeOthers(path))}
      onCloseRight={(path) => goTo(store.closeRight(path))}
      onReopen={() => goTo(store.reopen())}
    />
  );
}
