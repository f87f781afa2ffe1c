import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';

import { paletteOpen, useOpenState } from '../keys/open-state';

/** The palette's dialog and search (palette-dialog.tsx): loaded when the palette first opens. */
export const paletteDialogPart = lazyPart(() => import('./palette-dialog'));

/** The command palette: nothing and no code until it is first opened (Ctrl+K or the header). */
export function CommandPalette() {
  const open = useOpenState(paletteOpen);
  const part = useLazyPart(paletteDialogPart, open, paletteOpen.close);
  if (!part) return null;
  return <part.PaletteDialog open={open} onOpenChange={paletteOpen.setOpen} />;
}
