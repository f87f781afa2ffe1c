import { useBlocker } from '@tanstack/react-router';
import { type RefObject, useRef } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getToken } from '@/lib/storage';

import { formStrings as s } from './strings';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the returned
 * resolver (shown by LeaveGuardDialog), reload and closing the tab through the browser's prompt.
 * An expired session (token already gone) leaves without asking: the login screen must open.
 * `released` (a form's `saved`) lets the way out pass once it holds true.
 */
export function useLeaveGuard(dirty: boolean, released?: RefObject<boolean>) {
  const own = useRef(false);
  const allowed = released ?? own;
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !allowed.current && getToken() !== null,
    enableBeforeUnload: () => dirty && !allowed.current,
    withResolver: true,
  });
  return {
    blocker,
    /** Lets the next navigation through (back to the list after a save). */
    allowLeave: () => {
      allowed.current = true;
    },
  };
}

export interface LeaveGuardDialogProps {
  blocker: ReturnType<typeof useLeaveGuard>['blocker'];
  /** What happens to the changes when the user leaves. */
  description: string;
}

export function LeaveGuardDialog({ blocker, description }: LeaveGuardDialogProps) {
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={s.leaveTitle}
      description={description}
      confirmLabel={s.leave}
      cancelLabel={s.stay}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
