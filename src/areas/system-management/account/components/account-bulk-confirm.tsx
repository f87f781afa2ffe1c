import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { BulkPending } from '../hooks/use-account-bulk';
import { accountStrings as s } from '../strings';

const texts = {
  disable: { title: s.disableTitle, describe: s.disableDescription, confirm: s.disable },
  enable: { title: s.enableTitle, describe: s.enableDescription, confirm: s.enable },
} as const;

/** The confirmation before enabling or disabling, naming every account it touches. */
export function AccountBulkConfirm(props: {
  pending: BulkPending | null;
  running: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { pending, running, onCancel, onConfirm } = props;
  const text = texts[pending?.kind ?? 'disable'];
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={text.title}
      description={pending ? text.describe(pending.accounts.map((a) => a.username)) : undefined}
      confirmLabel={text.confirm}
      destructive={pending?.kind !== 'enable'}
      pending={running}
      onConfirm={onConfirm}
    />
  );
}
