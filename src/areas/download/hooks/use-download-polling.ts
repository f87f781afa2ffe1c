import { useCallback } from 'react';

import type { DownloadJob } from '@/api/generated/model';
import { useDocumentVisibility } from '@/lib/use-document-visibility';

/** How often the list refreshes itself while a listed job is queued or packing. */
export const DOWNLOAD_POLL_MS = 2000;

/** Whether a job still moves by itself (its progress changes without anyone acting). */
export const isPacking = (job: Pick<DownloadJob, 'status'>): boolean =>
  job.status === 'pending' || job.status === 'running';

/**
 * The refresh rule of the download centre: every few seconds while a listed job is queued or packing, never
 * when every job has settled, and never while the tab is hidden (it resumes on return).
 */
export function downloadPollInterval(
  jobs: readonly Pick<DownloadJob, 'status'>[] | undefined,
  visibility: DocumentVisibilityState,
): number | false {
  if (visibility === 'hidden') return false;
  return jobs?.some(isPacking) ? DOWNLOAD_POLL_MS : false;
}

interface JobListQuery {
  state: { data?: { data: { list: readonly Pick<DownloadJob, 'status'>[] } } | undefined };
}

/** The rule as a `refetchInterval`; a new identity when visibility flips, read again at once. */
export function useDownloadPollInterval(): (query: JobListQuery) => number | false {
  const visibility = useDocumentVisibility();
  return useCallback(
    (query: JobListQuery) => downloadPollInterval(query.state.data?.data.list, visibility),
    [visibility],
  );
}
