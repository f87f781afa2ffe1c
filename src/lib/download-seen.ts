import { useCallback, useSyncExternalStore } from 'react';

import type { DownloadJob } from '@/api/generated/model';

import { getSeenAt, getUserInfo, setSeenAt } from './storage';

const EVENT = 'vdaq:downloads-seen';
const keyFor = (username: string): string => `downloads:${username}`;

/**
 * Jobs that finished (ready to download) after the user last looked at the download centre. A user who never
 * looked counts every finished job; a finish time that cannot be read is not counted.
 */
export function finishedSince(
  jobs: readonly Pick<DownloadJob, 'status' | 'finishedAt'>[],
  seenAt: number | null,
): number {
  return jobs.filter((job) => {
    if (job.status !== 'done' || job.finishedAt === null) return false;
    const finished = Date.parse(job.finishedAt);
    return !Number.isNaN(finished) && (seenAt === null || finished > seenAt);
  }).length;
}

const currentKey = (): string | null => {
  const user = getUserInfo();
  return user ? keyFor(user.username) : null;
};

/** Records that the signed-in user looks at the download centre now; the badge hears it at once. */
export function markDownloadsSeen(at: number = Date.now()): void {
  const key = currentKey();
  if (key === null) return;
  setSeenAt(key, at);
  window.dispatchEvent(new Event(EVENT));
}

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener(EVENT, onChange);
  // Another tab of the same user looking at its downloads counts too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** When the signed-in user last looked at the download centre (ms), re-rendering when that changes. */
export function useDownloadsSeenAt(): number | null {
  const read = useCallback(() => {
    const key = currentKey();
    return key === null ? null : getSeenAt(key);
  }, []);
  return useSyncExternalStore(subscribe, read, () => null);
}
