import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import type { UpgradeJob, UpgradeJobDetail } from '../../api/generated/model';
import { get, post } from './checked-call';

setupMockServer();

const create = async (deviceIds: number[], rollout?: object) =>
  (
    await post('/api/device/upgrade/create', {
      firmwareId: 502,
      upgrade_obj: 0,
      deviceIds,
      rollout,
    })
  ).data as UpgradeJob;
const detail = async (id: number) =>
  (await get(`/api/device/upgrade/detail?id=${id}`)).data as UpgradeJobDetail;
/** Reads until the job leaves pending/running, as a screen that polls would. */
const settle = async (id: number) => {
  let read = await detail(id);
  for (let n = 0; n < 50 && ['pending', 'running'].includes(read.job.status); n += 1)
    read = await detail(id);
  return read;
};

// Devices whose id is a multiple of 7 (1029, 1036) fail their first attempt in the mock.
describe('staged upgrade jobs', () => {
  it('upgrade only the first batch, then pause when its failure rate is not under the threshold', async () => {
    const job = await create([1029, 1036, 1024, 1025, 1026], {
      firstBatchSize: 2,
      maxFailureRate: 0.5,
    });
    expect(job).toMatchObject({ status: 'pending', stage: 'first', haltReason: null });
    const first = await detail(job.id);
    expect(first.devices.map((d) => [d.batch, d.status === 'queued'])).toEqual([
      [1, false],
      [1, false],
      [2, true],
      [2, true],
      [2, true],
    ]);
    const halted = await settle(job.id);
    expect(halted.job).toMatchObject({ status: 'paused', stage: 'first', failedCount: 2 });
    expect(halted.job.haltReason).toBe('首批 2 台中 2 台失败，失败率 100%，未低于阈值 50%');
    expect(halted.devices.slice(2).every((d) => d.status === 'queued')).toBe(true);
    // Paused means paused: reads do not move it.
    expect((await detail(job.id)).job.progress).toBe(halted.job.progress);

    expect((await post('/api/device/upgrade/resume', { id: job.id })).code).toBe(0);
    const done = await settle(job.id);
    expect(done.job).toMatchObject({ status: 'finished', stage: 'rest', haltReason: null });
    expect(done.devices.map((d) => d.status)).toEqual([
      'failed',
      'failed',
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
  });

  it('go on by themselves when the first batch stays under the threshold', async () => {
    const job = await create([1024, 1029, 1025, 1026], { firstBatchSize: 2, maxFailureRate: 0.6 });
    const done = await settle(job.id);
    expect(done.job).toMatchObject({ status: 'finished', stage: 'rest', failedCount: 1 });
    expect(done.devices.filter((d) => d.batch === 2).map((d) => d.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('refuse a first batch as large as the job', async () => {
    const answer = await post('/api/device/upgrade/create', {
      firmwareId: 502,
      upgrade_obj: 0,
      deviceIds: [1024, 1025],
      rollout: { firstBatchSize: 2, maxFailureRate: 0.2 },
    });
    expect(answer).toMatchObject({ code: 1400, msg: '首批台数须少于所选设备台数' });
  });
});

describe('pause, resume, retry and cancel', () => {
  it('holds a paused job still, resumes it and retries its failed devices to success', async () => {
    const job = await create([1024, 1029]);
    await detail(job.id);
    expect((await post('/api/device/upgrade/pause', { id: job.id })).code).toBe(0);
    const paused = await detail(job.id);
    expect(paused.job.status).toBe('paused');
    expect((await detail(job.id)).job.progress).toBe(paused.job.progress);
    expect((await post('/api/device/upgrade/pause', { id: job.id })).code).toBe(1414);
    expect((await post('/api/device/upgrade/resume', { id: job.id })).code).toBe(0);
    const ended = await settle(job.id);
    expect(ended.job).toMatchObject({ status: 'finished', failedCount: 1 });

    const retried = (await post('/api/device/upgrade/retry', { id: job.id })).data as UpgradeJob;
    expect(retried).toMatchObject({ status: 'running', failedCount: 0, finishedAt: null });
    const again = await settle(job.id);
    expect(again.job).toMatchObject({ status: 'finished', failedCount: 0, succeededCount: 2 });
    expect(again.devices.find((d) => d.deviceId === 1029)).toMatchObject({ attempt: 2 });
    // Nothing failed is left to retry.
    expect((await post('/api/device/upgrade/retry', { id: job.id })).code).toBe(1414);
  });

  it('cancels what has not ended and refuses to retry a cancelled job', async () => {
    const job = await create([1024, 1025, 1026, 1027, 1028, 1030]);
    await detail(job.id);
    expect((await post('/api/device/upgrade/cancel', { id: job.id })).code).toBe(0);
    const cancelled = await detail(job.id);
    expect(cancelled.job.status).toBe('cancelled');
    expect(cancelled.devices.some((d) => d.status === 'cancelled')).toBe(true);
    expect((await post('/api/device/upgrade/retry', { id: job.id })).code).toBe(1414);
    expect((await post('/api/device/upgrade/resume', { id: job.id })).code).toBe(1414);
  });
});
