import { Button } from '@/components/ui/button';
import { prefetchPart } from '@/components/ui/lazy-part';

import { paletteOpen } from '../keys/open-state';
import { isApplePlatform, keyName } from '../keys/platform';
import { paletteDialogPart } from './command-palette';
import { paletteStrings as s } from './strings';

/** The header's search button: opens the command palette, with its key shown beside. */
export function PaletteButton() {
  const apple = isApplePlatform();
  const prefetch = () => prefetchPart(paletteDialogPart);
  return (
    <Button
      variant="ghost"
      onClick={paletteOpen.open}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      className="gap-2 text-fg-muted"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
        <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M13 13l4 4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="max-sm:sr-only">{s.buttonLabel}</span>
      <kbd className="rounded border border-border-muted bg-surface-muted px-1.5 font-sans text-xs text-fg-muted max-sm:hidden">
        {`${keyName('Mod', apple)} K`}
      </kbd>
    </Button>
  );
}
