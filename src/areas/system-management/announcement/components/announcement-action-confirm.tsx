import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { PendingAction } from '../hooks/use-announcement-actions';
import { announcementStrings as s } from '../strings';

/** The confirmation of publish and withdraw, naming the announcement it touches. */
export function AnnouncementActionConfirm(props: {
  pending: PendingAction | null;
  running: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { pending, running, onCancel, onConfirm } = props;
  const title = pending?.row.title ?? '';
  const text =
    pending?.kind === 'publish'
      ? { title: s.publishTitle, description: s.publishDescription(title), label: s.publish }
      : { title: s.withdrawTitle, description: s.withdrawDescription(title), label: s.withdraw };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={text.title}
      description={text.description}
      confirmLabel={text.label}
      destructive={pending?.kind !== 'publish'}
      pending={running}
      onConfirm={onConfirm}
    />
  );
}
