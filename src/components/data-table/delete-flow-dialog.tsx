import { useId } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { tableStrings as s } from './strings';
import type { DeleteFlow } from './use-delete-flow';

/**
 * The bulk delete button of a list's toolbar (`common.bulkDelete`), driven by `useDeleteFlow`;
 * while a chosen row cannot go, the reason shows beside the turned-off button.
 */
export function BulkDeleteButton<T>({ flow }: { flow: DeleteFlow<T> }) {
  const { button } = flow;
  const reasonId = useId();
  if (!button) return null;
  const reason = button.disabled ? button.title : undefined;
  return (
    <>
      <Button
        size="sm"
        variant="destructive"
        disabled={button.disabled}
        title={button.title}
        aria-describedby={reason ? reasonId : undefined}
        onClick={button.onClick}
      >
        {s.bulkDelete}
      </Button>
      {reason ? (
        <span id={reasonId} className="text-xs text-warning-strong">
          {reason}
        </span>
      ) : null}
    </>
  );
}

/**
 * The confirmation of `useDeleteFlow`: the question and its details, then the server's reason if
 * it refused.
 */
export function DeleteFlowDialog<T>({ flow }: { flow: DeleteFlow<T> }) {
  const { dialog } = flow;
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={dialog.title}
      description={dialog.description}
      confirmLabel={dialog.blocked ? s.understood : s.delete}
      destructive={!dialog.blocked}
      pending={dialog.pending}
      onConfirm={dialog.onConfirm}
    >
      {dialog.details}
      {dialog.refusal ? <Alert>{dialog.refusal}</Alert> : null}
    </ConfirmDialog>
  );
}
