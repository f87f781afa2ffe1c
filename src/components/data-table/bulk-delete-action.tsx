import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { tableStrings as s } from './strings';
import type { BulkDelete } from './use-bulk-delete';

/** The bulk delete button (`common.bulkDelete`) of a list's toolbar and its confirmation, driven by `useBulkDelete`. */
export function BulkDeleteAction({ bulk }: { bulk: BulkDelete }) {
  const { button, dialog } = bulk;
  return (
    <>
      {button ? (
        <Button
          size="sm"
          variant="destructive"
          disabled={button.disabled}
          title={button.title}
          onClick={button.onClick}
        >
          {s.bulkDelete}
        </Button>
      ) : null}
      <ConfirmDialog
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={s.delete}
        destructive
        pending={dialog.pending}
        onConfirm={dialog.onConfirm}
      >
        {dialog.refusal ? <Alert>{dialog.refusal}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}
