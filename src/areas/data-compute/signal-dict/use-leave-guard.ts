import { useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { getToken } from '@/lib/storage';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the returned
 * resolver (shown as a dialog), reload and closing the tab through the browser's own prompt.
 * An expired session (token already gone) leaves without asking: the draft is kept anyway.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !allowed.current && getToken() !== null,
    enableBeforeUnload: () => dirty && !allowed.current,
    withResolver: true,
  });
  return {
    blocker,
    /** Lets the next navigation through (after a save). */
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
