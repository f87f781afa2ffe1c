import { useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { taskStrings as s } from '../strings';

/**
 * Asks before leaving a form with unsaved changes (in-app navigation and closing the tab).
 * `allowNext()` lets the next navigation through, e.g. back to the list after saving.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !allowed.current,
    enableBeforeUnload: () => dirty && !allowed.current,
    withResolver: true,
  });
  return {
    blocker,
    allowNext: () => {
      allowed.current = true;
    },
  };
}

export function LeaveGuardDialog({
  blocker,
}: {
  blocker: ReturnType<typeof useLeaveGuard>['blocker'];
}) {
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={s.leaveTitle}
      description={s.leaveDescription}
      confirmLabel={s.leave}
      cancelLabel={s.stay}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
