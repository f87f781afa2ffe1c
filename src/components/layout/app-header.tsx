import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { DeferredMount } from '@/components/ui/deferred-mount';
import { lazyAreaPage } from '@/lib/lazy-area';

import { LazyPartFailedInline } from './lazy-area-failed';
import { layoutStrings } from './strings';

// Their code (a menu, a dialog, their calls) is fetched when they mount, not with the layout; the
// place stays empty until then, as it does until the page is idle.
const HeaderTools = lazyAreaPage(
  () => import('./header-tools'),
  (module) => module.HeaderTools,
  { pending: () => null, failed: (retry) => <LazyPartFailedInline onRetry={retry} /> },
);

export interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

export function AppHeader({ menuOpen, onToggleMenu, menuId, menuButtonRef }: AppHeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-4 border-b border-border-muted bg-surface px-4 lg:px-6">
      <Button
        variant="ghost"
        size="icon"
        ref={menuButtonRef}
        className="lg:hidden"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? layoutStrings.closeMenu : layoutStrings.openMenu}
        onClick={onToggleMenu}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Button>
      {/* Loaded and mounted once the page is idle, in a render React slices: each of the three holds
          a request, a dialog or a menu, and none needs to be there while the screen itself loads. */}
      <div className="ml-auto flex items-center gap-1">
        <DeferredMount idle>
          <HeaderTools />
        </DeferredMount>
      </div>
    </header>
  );
}
