import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PendingConfirm } from '../hooks/use-task-actions';
import { taskStrings as s } from '../strings';

interface TaskConfirmDialogsProps {
  confirm: PendingConfirm;
  onCancel: () => void;
  onStop: () => void;
  onDelete: () => void;
  stopping: boolean;
  deleting: boolean;
}

/** The confirmations of stop and delete (one task, or the selected ones). */
export function TaskConfirmDialogs({
  confirm,
  onCancel,
  onStop,
  onDelete,
  stopping,
  deleting,
}: TaskConfirmDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={confirm?.kind === 'stop'}
        onOpenChange={(open) => (open ? undefined : onCancel())}
        title={s.stopTitle}
        description={confirm?.kind === 'stop' ? s.stopDescription(confirm.task.name) : undefined}
        confirmLabel={s.stop}
        destructive
        pending={stopping}
        onConfirm={onStop}
      />
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : onCancel())}
        title={s.deleteTitle}
        description={
          confirm?.kind === 'delete'
            ? confirm.tasks.length === 1 && confirm.tasks[0]
              ? s.deleteDescription(confirm.tasks[0].name)
              : s.bulkDeleteDescription(confirm.tasks.length)
            : undefined
        }
        confirmLabel={s.delete}
        destructive
        pending={deleting}
        onConfirm={onDelete}
      />
    </>
  );
}
