import { useQueryClient } from '@tanstack/react-query';
import {
  getListCustomerTagOptionsQueryKey,
  getListCustomerTagsQueryKey,
  useDeleteCustomerTags,
} from '@/api/generated/endpoints/system-management/system-management';
import type { CustomerTag } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { customerTagStrings as s } from '../strings';

interface TagDeleteDialogProps {
  tag: CustomerTag | null;
  onClose: () => void;
}

/** Confirms a delete, naming how many accounts and fleets lose the tag with it. */
export function TagDeleteDialog({ tag, onClose }: TagDeleteDialogProps) {
  const queryClient = useQueryClient();
  const remove = useDeleteCustomerTags();
  const confirm = () => {
    if (!tag) return;
    remove.mutate(
      { data: { ids: [tag.id] } },
      {
        onSuccess: () => notify({ kind: 'success', message: s.deleted(tag.name) }),
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.deleteFailed) }),
        onSettled: () => {
          onClose();
          void queryClient.invalidateQueries({ queryKey: getListCustomerTagsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListCustomerTagOptionsQueryKey() });
        },
      },
    );
  };
  const used = tag !== null && tag.accountCount + tag.carTeamCount > 0;
  return (
    <ConfirmDialog
      open={tag !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={s.deleteTitle}
      description={
        tag === null
          ? undefined
          : used
            ? s.deleteUsed(tag.name, tag.accountCount, tag.carTeamCount)
            : s.deleteUnused(tag.name)
      }
      confirmLabel={s.delete}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
