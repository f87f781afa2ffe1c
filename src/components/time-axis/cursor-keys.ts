import type { KeyboardEvent } from 'react';

import type { TimeCursor } from '@/lib/use-time-cursor';

/**
 * The cursor's keys on a view of the window: Space plays or pauses, ←/→ step (Shift for a large
 * step). True when the key was one of them (the caller then stops its default).
 */
export function cursorKeyAction(
  cursor: Pick<TimeCursor, 'togglePlay' | 'step'>,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey'>,
): boolean {
  if (event.key === ' ') {
    cursor.togglePlay();
    return true;
  }
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    cursor.step(event.key === 'ArrowLeft' ? -1 : 1, event.shiftKey);
    return true;
  }
  return false;
}
