import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  downloadJobZip,
  getListDownloadJobsQueryKey,
  useRetryDownloadJob,
} from '@/api/generated/endpoints/download/download';
import type { DownloadJob } from '@/api/generated/model';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/notify';

import { downloadStrings as s } from '../strings';

export const zipName = (name: string): string => (/\.zip$/i.test(name) ? name : `${name}.zip`);

/** Zip download and retry of download jobs; a retry refreshes the list afterwards. */
export function useJobActions() {
  const queryClient = useQueryClient();
  const [fetching, setFetching] = useState<ReadonlySet<number>>(new Set());
  const retry = useRetryDownloadJob();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: getListDownloadJobsQueryKey() });

  const downloadZip = async (job: DownloadJob) => {
    if (fetching.has(job.id)) return;
    setFetching((ids) => new Set(ids).add(job.id));
    notify({ kind: 'info', message: s.downloading(job.name) });
    try {
      // The client gives this call the contract's 30-minute limit.
      saveBlob(await downloadJobZip({ id: job.id }), zipName(job.name));
    } catch (error) {
      notify({ kind: 'error', message: failureText(error, s.downloadFailed) });
    } finally {
      setFetching((ids) => {
        const next = new Set(ids);
        next.delete(job.id);
        return next;
      });
    }
  };

  const retryJob = (job: DownloadJob) =>
    retry.mutate(
      { data: { id: job.id } },
      {
        onSuccess: () => notify({ kind: 'success', message: s.retried(job.name) }),
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.retryFailed) }),
        onSettled: refresh,
      },
    );

  return {
    downloadZip,
    isFetching: (id: number) => fetching.has(id),
    retryJob,
    refresh,
  };
}
