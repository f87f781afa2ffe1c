import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteAnnouncements,
  getListAnnouncementsQueryKey,
  getListCurrentAnnouncementsQueryKey,
  publishAnnouncement,
  withdrawAnnouncement,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Announcement } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import { announcementStrings as s } from '../strings';

export type AnnouncementActionKind = 'publish' | 'withdraw' | 'delete';
export interface PendingAction {
  kind: AnnouncementActionKind;
  rows: readonly Announcement[];
}

/** Publish, withdraw and delete, each after a confirmation naming the announcements. */
export function useAnnouncementActions(onDone: () => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const run = useMutation({
    mutationFn: async ({ kind, rows }: PendingAction) => {
      const first = rows[0];
      if (kind === 'delete') await deleteAnnouncements({ ids: rows.map((r) => r.id) });
      else if (first && kind === 'publish') await publishAnnouncement({ id: first.id });
      else if (first) await withdrawAnnouncement({ id: first.id });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getListAnnouncementsQueryKey() });
      await queryClient.invalidateQueries({ queryKey: getListCurrentAnnouncementsQueryKey() });
    },
  });
  const confirm = () => {
    if (!pending) return;
    run.mutate(pending, {
      onSuccess: () => {
        const title = pending.rows[0]?.title ?? '';
        notify({
          kind: 'success',
          message:
            pending.kind === 'delete'
              ? s.done.delete(pending.rows.length)
              : s.done[pending.kind](title),
        });
        setPending(null);
        onDone();
      },
      onError: (error) => notify({ kind: 'error', message: failureText(error, s.actionFailed) }),
    });
  };
  return {
    pending,
    ask: (kind: AnnouncementActionKind, rows: readonly Announcement[]) =>
      setPending({ kind, rows }),
    cancel: () => setPending(null),
    confirm,
    running: run.isPending,
  };
}
