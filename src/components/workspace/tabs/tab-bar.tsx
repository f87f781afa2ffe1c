import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

import { lazyPart, prefetchPart, useLazyPart } from '@/components/ui/lazy-part';
import { cn } from '@/lib/class-names';

import { tabsStrings } from './strings';
import { tabBarBand, tabRow } from './tab-bar-frame';

/** The tab's context menu: its code loads on first use. */
export const tabMenuPart = lazyPart(() => import('./tab-menu'));

export interface TabItem {
  path: string;
  title: string;
}

export interface TabBarProps {
  tabs: readonly TabItem[];
  activePath: string | null;
  /** The landing tab: no close mark, its close item disabled. */
  landingPath: string;
  canReopen: boolean;
  /** Said politely to screen readers (a tab closed to make room). */
  announcement: string;
  onSelect: (path: string) => void;
  onClose: (path: string) => void;
  onCloseOthers: (path: string) => void;
  onCloseRight: (path: string) => void;
  onReopen: () => void;
  className?: string;
}

interface MenuAt {
  path: string;
  x: number;
  y: number;
}

/**
 * The bar of open tabs under the header: a tab list with one tab stop (arrows, Home and End move
 * it; Enter or Space opens the tab; Delete closes it), close marks, middle click to close, and a
 * context menu. It scrolls sideways when the tabs do not fit (the wheel, the arrow keys), keeping
 * the active tab in view, and shows no scrollbar: it is as tall as the band kept while it loads.
 */
export function TabBar({
  tabs,
  activePath,
  landingPath,
  canReopen,
  announcement,
  onSelect,
  onClose,
  onCloseOthers,
  onCloseRight,
  onReopen,
  className,
}: TabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const [menu, setMenu] = useState<MenuAt | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  const menuParts = useLazyPart(tabMenuPart, menu !== null, closeMenu);

  // The tab stop: the tab last moved to while it is open, else the active tab, else the first.
  const stopPath =
    (focusPath !== null && tabs.some((tab) => tab.path === focusPath) ? focusPath : null) ??
    (activePath !== null && tabs.some((tab) => tab.path === activePath) ? activePath : null) ??
    tabs[0]?.path ??
    null;

  const tabElement = (path: string): HTMLElement | null =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[data-tab-path]') ?? []).find(
      (element) => element.dataset.tabPath === path,
    ) ?? null;

  // Keep the active tab in view by scrolling the bar only (never the page). Where the tab lies is
  // read from an intersection observer, which the browser answers from the layout it makes for the
  // frame anyway: measuring offsets from script would lay the whole page out once more, and the bar
  // mounts together with the screen.
  useEffect(() => {
    const bar = list.current;
    const tab = activePath === null ? null : tabElement(activePath);
    if (!bar || !tab || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const view = entry?.rootBounds;
        if (!entry || !view) return;
        const { left, right } = entry.boundingClientRect;
        if (left < view.left) bar.scrollBy({ left: left - view.left });
        else if (right > view.right) bar.scrollBy({ left: right - view.right });
      },
      { root: bar },
    );
    observer.observe(tab);
    return () => observer.disconnect();
  }, [activePath, tabs.length]);

  // The bar shows no scrollbar (its height never changes): a vertical wheel scrolls it sideways.
  useEffect(() => {
    const bar = list.current;
    if (!bar) return;
    const onWheel = (event: WheelEvent) => {
      if (bar.scrollWidth <= bar.clientWidth || Math.abs(event.deltaY) <= Math.abs(event.deltaX))
        return;
      event.preventDefault();
      bar.scrollLeft += event.deltaY;
    };
    bar.addEventListener('wheel', onWheel, { passive: false });
    return () => bar.removeEventListener('wheel', onWheel);
  }, []);

  const focusTab = (path: string | undefined) => {
    if (path === undefined) return;
    setFocusPath(path);
    tabElement(path)?.focus();
  };

  // After Delete on the focused tab, the focus stays in the bar on its neighbour.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const path = pendingFocus.current;
    if (path === null) return;
    pendingFocus.current = null;
    tabElement(path)?.focus();
  });

  const closeFrom = (path: string) => {
    if (path === landingPath) return;
    const index = tabs.findIndex((tab) => tab.path === path);
    const next = tabs[index + 1] ?? tabs[index - 1];
    if (list.current?.contains(document.activeElement) && next) {
      setFocusPath(next.path);
      pendingFocus.current = next.path;
    }
    onClose(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, path: string) => {
    const index = tabs.findIndex((tab) => tab.path === path);
    switch (event.key) {
      case 'ArrowRight':
        focusTab(tabs[(index + 1) % tabs.length]?.path);
        break;
      case 'ArrowLeft':
        focusTab(tabs[(index - 1 + tabs.length) % tabs.length]?.path);
        break;
      case 'Home':
        focusTab(tabs[0]?.path);
        break;
      case 'End':
        focusTab(tabs.at(-1)?.path);
        break;
      case 'Enter':
      case ' ':
        onSelect(path);
        break;
      case 'Delete':
        closeFrom(path);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const openMenu = (event: MouseEvent<HTMLElement>, path: string) => {
    event.preventDefault();
    prefetchPart(tabMenuPart);
    // The menu key gives no pointer position: open under the tab instead.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKey = event.clientX === 0 && event.clientY === 0;
    setMenu({
      path,
      x: fromKey ? rect.left : event.clientX,
      y: fromKey ? rect.bottom : event.clientY,
    });
  };

  const menuTab = menu ? tabs.find((tab) => tab.path === menu.path) : undefined;
  const menuIndex = menuTab ? tabs.indexOf(menuTab) : -1;

  return (
    <div className={cn(tabBarBand, className)}>
      <div
        ref={list}
        role="tablist"
        aria-label={tabsStrings.tabList}
        aria-orientation="horizontal"
        onBlur={(event) => {
          // Leaving the bar: the tab stop goes back to the active tab.
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusPath(null);
        }}
        className={cn(tabRow, 'items-end overflow-x-auto [scrollbar-width:none]')}
      >
        {tabs.map((tab) => {
          const active = tab.path === activePath;
          const pinned = tab.path === landingPath;
          return (
            <div
              key={tab.path}
              role="tab"
              data-tab-path={tab.path}
              aria-selected={active}
              tabIndex={tab.path === stopPath ? 0 : -1}
              title={tab.title}
              onClick={() => {
                setFocusPath(tab.path);
                onSelect(tab.path);
              }}
              onMouseDown={(event) => {
                // A middle press would start the browser's autoscroll.
                if (event.button === 1) event.preventDefault();
              }}
              onAuxClick={(event) => {
                if (event.button !== 1) return;
                event.preventDefault();
                closeFrom(tab.path);
              }}
              onContextMenu={(event) => openMenu(event, tab.path)}
              onPointerEnter={() => prefetchPart(tabMenuPart)}
              onFocus={() => setFocusPath(tab.path)}
              onKeyDown={(event) => onKeyDown(event, tab.path)}
              className={cn(
                'group flex h-8 max-w-52 shrink-0 cursor-pointer select-none items-center gap-1.5 rounded-t-md border border-b-0 px-3 text-sm outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                active
                  ? 'border-border-muted bg-surface-muted font-medium text-fg'
                  : 'border-transparent text-fg-muted hover:bg-surface-hover hover:text-fg',
              )}
            >
              <span className="truncate">{tab.title}</span>
              {pinned ? null : (
                // Pointer users' close mark; keyboard users close with Delete or the menu.
                <span
                  aria-hidden="true"
                  data-tab-close=""
                  title={tabsStrings.closeTab(tab.title)}
                  onClick={(event) => {
                    event.stopPropagation();
                    closeFrom(tab.path);
                  }}
                  className="-mr-1 grid size-4 shrink-0 place-items-center rounded-sm text-fg-subtle hover:bg-surface-strong hover:text-fg"
                >
                  <svg viewBox="0 0 12 12" className="size-3">
                    <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.4" />
                  </svg>
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {menu && menuTab && menuParts ? (
        <menuParts.TabMenu
          title={menuTab.title}
          x={menu.x}
          y={menu.y}
          pinned={menuTab.path === landingPath}
          hasRight={tabs.slice(menuIndex + 1).some((tab) => tab.path !== landingPath)}
          hasOthers={tabs.some((tab) => tab.path !== menuTab.path && tab.path !== landingPath)}
          canReopen={canReopen}
          onClose={() => closeFrom(menuTab.path)}
          onCloseOthers={() => onCloseOthers(menuTab.path)}
          onCloseRight={() => onCloseRight(menuTab.path)}
          onReopen={onReopen}
          onDismiss={() => {
            const path = menuTab.path;
            setMenu(null);
            // Back to the tab the menu was for, or to the tab stop if it closed.
            requestAnimationFrame(() => {
              const target =
                tabElement(path) ?? list.current?.querySelector<HTMLElement>('[tabindex="0"]');
              target?.focus();
            });
          }}
        />
      ) : null}
    </div>
  );
}
