import { useDeferredValue, type ReactNode } from 'react';

export interface DeferredMountProps {
  children: ReactNode;
  /** Shown in the first pass, before the children have mounted. */
  fallback?: ReactNode;
}

/**
 * Mounts its children one pass after the rest of the screen, in a render React splits into short
 * slices: a large first mount (a board of charts with their pickers) then never blocks the page
 * for long, and what surrounds it paints first.
 */
export function DeferredMount({ children, fallback = null }: DeferredMountProps) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
