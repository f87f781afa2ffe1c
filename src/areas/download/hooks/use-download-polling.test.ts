import { describe, expect, it } from 'vitest';

import type { DownloadJobStatus } from '@/api/generated/model';

import { DOWNLOAD_POLL_MS, downloadPollInterval } from './use-download-polling';

const jobs = (...statuses: DownloadJobStatus[]) => statuses.map((status) => ({ status }));

describe('downloadPollInterval', () => {
  it('refreshes every few seconds while a listed job is queued or packing', () => {
    expect(downloadPollInterval(jobs('done', 'pending'), 'visible')).toBe(DOWNLOAD_POLL_MS);
    expect(downloadPollInterval(jobs('failed', 'running'), 'visible')).toBe(DOWNLOAD_POLL_MS);
  });

  it('stops once every listed job has settled', () => {
    expect(downloadPollInterval(jobs('done', 'failed', 'expired'), 'visible')).toBe(false);
    expect(downloadPollInterval(undefined, 'visible')).toBe(false);
  });

  it('pauses while the tab is hidden', () => {
    expect(downloadPollInterval(jobs('running'), 'hidden')).toBe(false);
  });
});
