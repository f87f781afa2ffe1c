import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { PendingConfirm } from '../hooks/use-task-actions';
import { taskStrings as s } from '../strings';

interface TaskStopDialogProps {
  confirm: PendingConfirm;
  onCancel: () => void;
  onStop: () => void;
  stopping: boolean;
}

/** The confirmation of a stop. */
export function TaskStopDialog({ confirm, onCancel, onStop, stopping }: TaskStopDialogProps) {
  return (
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
  );
}
