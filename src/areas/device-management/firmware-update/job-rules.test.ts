import { describe, expect, it } from 'vitest';

import type { UpgradeJob, UpgradeJobDevice } from '@/api/generated/model';

import { firstBatchView, jobActions, jobPollInterval, rolloutProblems } from './job-rules';

const job = (patch: Partial<UpgradeJob>): UpgradeJob => ({
  id: 1,
  firmware: { id: 1, name: 'F', version: 'V1' },
  upgrade_obj: 0,
  status: 'running',
  progress: 0,
  deviceCount: 4,
  succeededCount: 0,
  failedCount: 0,
  createdBy: '张伟',
  createdAt: '2026-11-20T08:00:00Z',
  finishedAt: null,
  rollout: null,
  stage: null,
  haltReason: null,
  ...patch,
});
const device = (batch: number, status: UpgradeJobDevice['status']): UpgradeJobDevice => ({
  deviceId: Math.random(),
  serialNo: 'S',
  name: 'N',
  fromVersion: null,
  progress: 0,
  status,
  message: null,
  updatedAt: '2026-11-20T08:00:00Z',
  batch,
  attempt: 1,
});

describe('jobPollInterval', () => {
  it('refreshes a moving job while the tab is seen, never a paused or ended one', () => {
    expect(jobPollInterval('running', 'visible')).toBe(2000);
    expect(jobPollInterval('pending', 'visible')).toBe(2000);
    expect(jobPollInterval('running', 'hidden')).toBe(false);
    expect(jobPollInterval('paused', 'visible')).toBe(false);
    expect(jobPollInterval('finished', 'visible')).toBe(false);
    expect(jobPollInterval(undefined, 'visible')).toBe(false);
  });
});

describe('jobActions', () => {
  it('offers what the contract allows in each state', () => {
    expect(jobActions(job({ status: 'running' }))).toEqual({
      pause: true,
      resume: false,
      cancel: true,
      retry: false,
    });
    expect(jobActions(job({ status: 'paused', failedCount: 2 }))).toEqual({
      pause: false,
      resume: true,
      cancel: true,
      retry: true,
    });
    expect(jobActions(job({ status: 'finished', failedCount: 1 }))).toMatchObject({
      cancel: false,
      retry: true,
    });
    expect(jobActions(job({ status: 'cancelled', failedCount: 1 }))).toEqual({
      pause: false,
      resume: false,
      cancel: false,
      retry: false,
    });
  });
});

describe('firstBatchView', () => {
  const staged = job({ rollout: { firstBatchSize: 2, maxFailureRate: 0.5 }, stage: 'first' });
  it('counts the ended devices of a first batch at work', () => {
    expect(
      firstBatchView(staged, [device(1, 'failed'), device(1, 'upgrading'), device(2, 'queued')]),
    ).toEqual({ kind: 'running', ended: 1, size: 2 });
  });
  it('gives the rate against the threshold once the batch has ended', () => {
    expect(
      firstBatchView(staged, [device(1, 'failed'), device(1, 'succeeded'), device(2, 'queued')]),
    ).toEqual({ kind: 'decided', failed: 1, size: 2, rate: 50, threshold: 50, proceed: false });
    expect(firstBatchView(job({}), [device(1, 'failed')])).toEqual({ kind: 'none' });
  });
});

describe('rolloutProblems', () => {
  const messages = { firstBatch: (max: number) => `1-${max}`, threshold: 'thr' };
  it('checks whole numbers, a first batch smaller than the selection and 1–100 %', () => {
    expect(rolloutProblems({ enabled: false, firstBatch: '', threshold: '' }, 5, messages)).toEqual(
      {},
    );
    expect(
      rolloutProblems({ enabled: true, firstBatch: '2', threshold: '20' }, 5, messages),
    ).toEqual({});
    expect(
      rolloutProblems({ enabled: true, firstBatch: '5', threshold: '0' }, 5, messages),
    ).toEqual({ firstBatch: '1-4', threshold: 'thr' });
    expect(
      rolloutProblems({ enabled: true, firstBatch: '1.5', threshold: '101' }, 5, messages),
    ).toEqual({ firstBatch: '1-4', threshold: 'thr' });
  });
});
