import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { tableStrings as s } from './strings';
import type { DeleteFlow } from './use-delete-flow';

/** The bulk delete button of a list's toolbar (`common.bulkDelete`), driven by `useDeleteFlow`. */
export function BulkDeleteButton<T>({ flow }: { flow: DeleteFlow<T> }) {
  const { button } = flow;
  if (!button) return null;
  return (
    <Button
      size="sm"
      variant="destructive"
      disabled={button.disabled}
      title={button.title}
      onClick={button.onClick}
    >
      {s.bulkDelete}
    </Button>
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
