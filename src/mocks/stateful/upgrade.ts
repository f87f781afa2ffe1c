import { http } from '../typed-http';
import type { UpgradeJob, UpgradeJobDetail, UpgradeJobDevice } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/device-management/device-management.zod';
import { requestUser } from '../auth';
import { db, type UpgradeJobRecord } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { logOperation } from './log';
import { isError, now, parseBody, resourceHandlers } from './resource';

const TICK_MS = 60_000;
const at = (job: UpgradeJobRecord, ticks: number): string =>
  new Date(Date.parse(job.createdAt) + ticks * TICK_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Each device starts a little after the one before it; a few devices fail, as in the field. */
const deviceProgress = (job: UpgradeJobRecord, index: number): number =>
  Math.min(100, Math.max(0, job.ticks * 40 - index * 20));

const devicesOf = (job: UpgradeJobRecord): UpgradeJobDevice[] =>
  job.deviceIds.map((deviceId, index) => {
    const device = db.devices.find(deviceId);
    const progress = deviceProgress(job, index);
    const failed = progress === 100 && deviceId % 7 === 0;
    let status: UpgradeJobDevice['status'] =
      progress === 0 ? 'waiting' : progress < 50 ? 'downloading' : 'upgrading';
    if (progress === 100) status = failed ? 'failed' : 'succeeded';
    else if (job.cancelled) status = 'cancelled';
    return {
      deviceId,
      serialNo: device?.serialNo ?? '',
      name: device?.name ?? '',
      fromVersion: device
        ? (db.softwareVersions.find(device.softwareVersionId)?.name ?? null)
        : null,
      progress,
      status,
      message: failed ? '设备离线，升级超时' : status === 'cancelled' ? '任务已取消' : null,
      updatedAt: at(job, job.ticks),
    };
  });

const finished = (job: UpgradeJobRecord): boolean =>
  job.deviceIds.every((_, index) => deviceProgress(job, index) === 100);

const toJob = (job: UpgradeJobRecord): UpgradeJob => {
  const firmware = db.firmware.find(job.firmwareId);
  const devices = devicesOf(job);
  const done = finished(job);
  const count = (status: UpgradeJobDevice['status']) =>
    devices.filter((d) => d.status === status).length;
  let status: UpgradeJob['status'] = job.ticks === 0 ? 'pending' : 'running';
  if (job.cancelled) status = 'cancelled';
  else if (done) status = 'finished';
  return {
    id: job.id,
    firmware: { id: job.firmwareId, name: firmware?.name ?? '', version: firmware?.version ?? '' },
    upgrade_obj: job.upgrade_obj,
    status,
    progress: Math.round(
      devices.reduce((sum, d) => sum + d.progress, 0) / Math.max(1, devices.length),
    ),
    deviceCount: devices.length,
    succeededCount: count('succeeded'),
    failedCount: count('failed'),
    createdBy: job.createdBy,
    createdAt: job.createdAt,
    finishedAt: job.cancelled || done ? at(job, job.ticks) : null,
  };
};

/** Every read moves running jobs one step on, so a screen that polls sees them advance. */
const advance = (): void => {
  db.upgradeJobs
    .filter((job) => !job.cancelled && !finished(job))
    .forEach((job) => db.upgradeJobs.update(job.id, { ticks: job.ticks + 1 }));
};

const crud = resourceHandlers({
  base: '/api/device/upgrade',
  label: '升级任务',
  table: () => db.upgradeJobs,
  toDto: toJob,
  toDetail: (job): UpgradeJobDetail => ({ job: toJob(job), devices: devicesOf(job) }),
  beforeRead: advance,
  filters: {
    firmwareId: 'firmwareId',
    status: (job, value) => toJob(job).status === value,
    deviceId: (job, value) => job.deviceIds.includes(Number(value)),
  },
  remove: false,
});

export const upgradeHandlers = [
  ...crud,
  http.post('/api/device/upgrade/create', async ({ request }) => {
    const body = await parseBody(request, schemas.createUpgradeJobBody);
    if (isError(body)) return fail(body);
    if (!db.firmware.find(body.firmwareId)) return fail(mockErrors.notFound);
    const user = requestUser(request);
    const job = db.upgradeJobs.insert({
      ...body,
      deviceIds: [...new Set(body.deviceIds)],
      ticks: 0,
      cancelled: false,
      createdBy: user?.realName ?? '张伟',
      createdAt: now(),
    });
    logOperation(user?.username ?? 'admin', 'upgrade', `升级任务 ${job.id}`);
    return ok(toJob(job));
  }),
  http.post('/api/device/upgrade/cancel', async ({ request }) => {
    const body = await parseBody(request, schemas.cancelUpgradeJobBody);
    if (isError(body)) return fail(body);
    const job = db.upgradeJobs.find(body.id);
    if (!job) return fail(mockErrors.notFound);
    if (job.cancelled || finished(job)) return fail(mockErrors.wrongState);
    db.upgradeJobs.update(job.id, { cancelled: true });
    return ok(true);
  }),
];
