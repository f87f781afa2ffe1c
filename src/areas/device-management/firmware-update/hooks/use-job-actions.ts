import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  getGetUpgradeJobQueryKey,
  getListUpgradeJobsQueryKey,
  useCancelUpgradeJob,
  usePauseUpgradeJob,
  useResumeUpgradeJob,
  useRetryUpgradeJob,
} from '@/api/generated/endpoints/device-management/device-management';
import { notify } from '@/lib/notify';

import { upgradeStrings as s } from '../strings';

/** Pause, resume, cancel (after confirmation) and retry of one job; every answer refreshes it. */
export function useJobActions(jobId: number) {
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const pause = usePauseUpgradeJob();
  const resume = useResumeUpgradeJob();
  const cancel = useCancelUpgradeJob();
  const retry = useRetryUpgradeJob();
  const busy = pause.isPending || resume.isPending || cancel.isPending || retry.isPending;

  const handlers = (action: string, after?: () => void) => ({
    onSuccess: () => {
      notify({ kind: 'success', message: s.actionDone(action) });
      after?.();
    },
    onError: (error: unknown) =>
      notify({
        kind: 'error',
        message: s.actionFailed(action, failureText(error, '')),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getGetUpgradeJobQueryKey({ id: jobId }) });
      void queryClient.invalidateQueries({ queryKey: getListUpgradeJobsQueryKey() });
    },
  });

  return {
    busy,
    confirmCancel,
    askCancel: () => setConfirmCancel(true),
    dismissCancel: () => setConfirmCancel(false),
    cancelling: cancel.isPending,
    pause: () => pause.mutate({ data: { id: jobId } }, handlers(s.pause)),
    resume: (label: string) => resume.mutate({ data: { id: jobId } }, handlers(label)),
    cancel: () =>
      cancel.mutate(
        { data: { id: jobId } },
        handlers(s.cancelJob, () => setConfirmCancel(false)),
      ),
    retry: (deviceIds?: number[]) =>
      retry.mutate(
        { data: deviceIds?.length ? { id: jobId, deviceIds } : { id: jobId } },
        handlers(s.retryFailed),
      ),
  };
}
