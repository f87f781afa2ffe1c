import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';

import { keyListOpen, useOpenState } from './open-state';

/** The list of keys (key-list-dialog.tsx): loaded when it is first asked for. */
export const keyListPart = lazyPart(() => import('./key-list-dialog'));

/** The dialog listing every key, opened with `?`. */
export function KeyList() {
  const open = useOpenState(keyListOpen);
  const part = useLazyPart(keyListPart, open, keyListOpen.close);
  if (!part) return null;
  return <part.KeyListDialog open={open} onOpenChange={keyListOpen.setOpen} />;
}
