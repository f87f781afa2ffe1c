import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';

import { whenIdle } from '@/lib/schedule';

export interface DeferredMountProps {
  children: ReactNode;
  /** Shown in the first pass, before the children have mounted. */
  fallback?: ReactNode;
  /**
   * Wait for the page to be idle as well (at the latest `IDLE_TIMEOUT_MS`): for parts nobody needs
   * in the first moments, so that their mounting, requests and effects stay apart from the screen's.
   */
  idle?: boolean;
}

export const IDLE_TIMEOUT_MS = 1000;

function useIdle(wait: boolean): boolean {
  const [idle, setIdle] = useState(!wait);
  useEffect(() => {
    if (idle) return undefined;
    let live = true;
    whenIdle(() => {
      if (live) startTransition(() => setIdle(true));
    }, IDLE_TIMEOUT_MS);
    return () => {
      live = false;
    };
  }, [idle]);
  return idle;
}

/**
 * Mounts its children one pass after the rest of the screen, in a render React splits into short
 * slices: a large first mount (a board of charts with their pickers) then never blocks the page
 * for long, and what surrounds it paints first.
 */
export function DeferredMount({ children, fallback = null, idle = false }: DeferredMountProps) {
  const ready = useDeferredValue(true, false);
  const idleReady = useIdle(idle);
  return ready && idleReady ? children : fallback;
}
