// Installed with the shell: focus must be tracked before the first dialog's code has loaded.
import '@/components/ui/return-focus';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

import { DeferredMount } from '@/components/ui/deferred-mount';
import { useGlobalKeys } from '@/components/workspace/keys/use-global-keys';
import { LazyWorkspaceKeys, LazyWorkspaceTabs } from '@/components/workspace/lazy-workspace';
import { TabBarFrame } from '@/components/workspace/tabs/tab-bar-frame';
import { useTabVisits } from '@/components/workspace/tabs/use-tab-visits';
import { useApplyPrefs } from '@/components/workspace/theme/use-prefs';
import { cn } from '@/lib/class-names';

import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { layoutStrings } from './strings';

export const MAIN_CONTENT_ID = 'main-content';

export interface AppShellProps {
  children: ReactNode;
}

/**
 * Skip link, side menu, header with the user menu, and the main landmark. The frame paints first; the
 * menu and the screen mount right after in a render React slices, so a cold start never blocks.
 */
export function AppShell({ children }: AppShellProps) {
  useApplyPrefs();
  useGlobalKeys();
  useTabVisits();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const aside = useRef<HTMLElement>(null);
  const toggleMenu = () => {
    const opening = !menuOpen;
    setMenuOpen(opening);
    // The menu comes before the header in the DOM: take keyboard users into it when it opens.
    if (opening)
      requestAnimationFrame(() => aside.current?.querySelector<HTMLElement>('a, button')?.focus());
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    <div className="flex min-h-screen bg-surface-muted text-fg">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          // The hash belongs to the router: move focus without touching the URL.
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 text-sm font-medium text-primary-text shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:outline-2 focus:outline-focus"
      >
        {layoutStrings.skipToContent}
      </a>
      <aside
        id={menuId}
        ref={aside}
        onKeyDown={closeOnEscape}
        className={cn(
          'fixed inset-y-0 left-0 z-40 w-60 shrink-0 lg:sticky lg:top-0 lg:block lg:h-screen',
          menuOpen ? 'block' : 'hidden',
        )}
      >
        <DeferredMount>
          <Sidebar onNavigate={() => setMenuOpen(false)} />
        </DeferredMount>
      </aside>
      {menuOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-surface-inverse/40 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          menuOpen={menuOpen}
          menuId={menuId}
          menuButtonRef={menuButton}
          onToggleMenu={toggleMenu}
        />
        {/* The tabs and what the keys open arrive once the page is idle; the bar's band is kept. */}
        <DeferredMount idle fallback={<TabBarFrame />}>
          <LazyWorkspaceTabs />
        </DeferredMount>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none lg:p-6">
          <DeferredMount>{children}</DeferredMount>
        </main>
      </div>
      <DeferredMount idle>
        <LazyWorkspaceKeys />
      </DeferredMount>
    </div>
  );
}
