import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  getListAnnouncementsQueryKey,
  getListCurrentAnnouncementsQueryKey,
  publishAnnouncement,
  withdrawAnnouncement,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Announcement } from '@/api/generated/model';
import { notify } from '@/lib/notify';

import { announcementStrings as s } from '../strings';

export type AnnouncementActionKind = 'publish' | 'withdraw';
export interface PendingAction {
  kind: AnnouncementActionKind;
  row: Announcement;
}

/** Refreshes the list and the bell's current announcements after a publish, withdraw or delete. */
export function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: getListAnnouncementsQueryKey() });
    await queryClient.invalidateQueries({ queryKey: getListCurrentAnnouncementsQueryKey() });
  };
}

/** Publish and withdraw, each after a confirmation naming the announcement. */
export function useAnnouncementActions(onDone: () => void) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const refresh = useRefreshAnnouncements();
  const run = useMutation({
    mutationFn: async ({ kind, row }: PendingAction) => {
      if (kind === 'publish') await publishAnnouncement({ id: row.id });
      else await withdrawAnnouncement({ id: row.id });
    },
    onSettled: refresh,
  });
  const confirm = () => {
    if (!pending) return;
    run.mutate(pending, {
      onSuccess: () => {
        notify({ kind: 'success', message: s.done[pending.kind](pending.row.title) });
        setPending(null);
        onDone();
      },
      onError: (error) => notify({ kind: 'error', message: failureText(error, s.actionFailed) }),
    });
  };
  return {
    pending,
    ask: (kind: AnnouncementActionKind, row: Announcement) => setPending({ kind, row }),
    cancel: () => setPending(null),
    confirm,
    running: run.isPending,
  };
}
