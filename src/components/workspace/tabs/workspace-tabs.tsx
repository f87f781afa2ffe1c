import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { firstScreen, holdsAll, pathAuthority } from '@/components/layout/navigation';
import { useAuthorities } from '@/lib/authority';
import { getUserInfo, subscribeSession } from '@/lib/storage';

import { restoreScroll } from './restore-scroll';
import { TabBar } from './tab-bar';
import { receiveTabMessages } from './tab-inbox';
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

function UserTabs({ userId }: { userId: number | null }) {
  const router = useRouter();
  const held = useAuthorities();
  const landingPath = firstScreen(held);
  const [store] = useState(
    () => new TabsStore(userId, landingPath, titleOfPath(router, landingPath)),
  );
  const { state, announcement } = useSyncExternalStore(store.subscribe, store.getSnapshot);

  // The landing screen follows the user's codes, and screens they may no longer open leave the bar.
  useEffect(() => {
    store.setLanding(landingPath, titleOfPath(router, landingPath));
    store.keepAllowed((path) => holdsAll(held, pathAuthority(path)));
  }, [store, landingPath, held, router]);

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

  // The screens shown (`useTabVisits`, the shell's) become tabs; the console's keys (Alt+W,
  // Alt+Shift+W) close the tab shown and reopen the last closed one.
  useEffect(
    () =>
      receiveTabMessages((message) => {
        if (message.kind === 'visit') store.visit(message.visit);
        else if (message.kind === 'reopen') goTo(store.reopen());
        else {
          const active = store.active();
          if (active) goTo(store.close(active.path));
        }
      }),
    [store, goTo],
  );

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
