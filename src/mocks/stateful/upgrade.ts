import type { UpgradeJob, UpgradeJobDetail, UpgradeJobDevice } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/device-management/device-management.zod';
import { firstBatchOutcome, percent, rolloutFits, upgradeEnded } from '../../lib/upgrade-rollout';
import { requestUser } from '../auth';
import { db, type UpgradeJobRecord } from '../db';
import { mockErrors } from '../demo';
import { type BusinessError, fail, ok } from '../respond';
import { http } from '../typed-http';
import { logOperation } from './log';
import { isError, now, parseBody, resourceHandlers } from './resource';

const TICK_MS = 60_000;
const at = (job: UpgradeJobRecord, ticks: number): string =>
  new Date(Date.parse(job.createdAt) + ticks * TICK_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');

const batchOf = (job: UpgradeJobRecord, index: number): 1 | 2 =>
  job.rollout && index >= job.rollout.firstBatchSize ? 2 : 1;

/** Devices start a little apart, five at a time, as they come online in the field. */
const deviceProgress = (job: UpgradeJobRecord, index: number): number => {
  const start = job.starts[index];
  if (start === null || start === undefined) return 0;
  return Math.min(100, Math.max(0, (job.ticks - start) * 40 - (index % 5) * 20));
};

/** Devices whose id is a multiple of 7 fail their first attempt (offline); a retry succeeds. */
const failsAttempt = (deviceId: number, attempt: number) => deviceId % 7 === 0 && attempt === 1;

const devicesOf = (job: UpgradeJobRecord): UpgradeJobDevice[] =>
  job.deviceIds.map((deviceId, index) => {
    const device = db.devices.find(deviceId);
    const attempt = job.attempts[index] ?? 1;
    const queued = job.starts[index] === null;
    const progress = deviceProgress(job, index);
    const failed = progress === 100 && failsAttempt(deviceId, attempt);
    let status: UpgradeJobDevice['status'] = queued
      ? 'queued'
      : progress === 0
        ? 'waiting'
        : progress < 50
          ? 'downloading'
          : 'upgrading';
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
      batch: batchOf(job, index),
      attempt,
    };
  });

const finished = (job: UpgradeJobRecord): boolean =>
  devicesOf(job).every((device) => upgradeEnded(device.status));

const toJob = (job: UpgradeJobRecord): UpgradeJob => {
  const firmware = db.firmware.find(job.firmwareId);
  const devices = devicesOf(job);
  const count = (status: UpgradeJobDevice['status']) =>
    devices.filter((d) => d.status === status).length;
  let status: UpgradeJob['status'] = job.ticks === 0 ? 'pending' : 'running';
  if (job.cancelled) status = 'cancelled';
  else if (job.paused) status = 'paused';
  else if (finished(job)) status = 'finished';
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
    finishedAt: status === 'cancelled' || status === 'finished' ? at(job, job.ticks) : null,
    rollout: job.rollout,
    stage: job.rollout
      ? devices.some((d) => d.batch === 2 && d.status !== 'queued')
        ? 'rest'
        : 'first'
      : null,
    haltReason: job.haltReason,
  };
};

/** The rest of a staged job start, or the job pauses itself, once its first batch has ended. */
const decideFirstBatch = (job: UpgradeJobRecord): void => {
  if (!job.rollout || !job.starts.some((start) => start === null)) return;
  const firstBatch = devicesOf(job)
    .filter((device) => device.batch === 1)
    .map((device) => device.status);
  const outcome = firstBatchOutcome(firstBatch, job.rollout);
  if (!outcome.decided) return;
  if (outcome.proceed) {
    db.upgradeJobs.update(job.id, { starts: job.starts.map((start) => start ?? job.ticks) });
  } else {
    db.upgradeJobs.update(job.id, {
      paused: true,
      haltReason: `首批 ${outcome.size} 台中 ${outcome.failed} 台失败，失败率 ${percent(outcome.rate)}%，未低于阈值 ${percent(job.rollout.maxFailureRate)}%`,
    });
  }
};

/** Every read moves running jobs one step on, so a screen that polls sees them advance. */
const advance = (): void => {
  db.upgradeJobs
    .filter((job) => !job.cancelled && !job.paused && !finished(job))
    .forEach((job) => {
      db.upgradeJobs.update(job.id, { ticks: job.ticks + 1 });
      const moved = db.upgradeJobs.find(job.id);
      if (moved) decideFirstBatch(moved);
    });
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

/** The job a body names, or the error to answer with. */
const jobFor = (body: { id: number } | BusinessError): UpgradeJobRecord | BusinessError =>
  isError(body) ? body : (db.upgradeJobs.find(body.id) ?? mockErrors.notFound);

const log = (request: Request, action: string, job: UpgradeJobRecord) =>
  logOperation(requestUser(request)?.username ?? 'admin', 'upgrade', `${action}升级任务 ${job.id}`);

export const upgradeHandlers = [
  ...crud,
  http.post('/api/device/upgrade/create', async ({ request }) => {
    const body = await parseBody(request, schemas.CreateUpgradeJobBody);
    if (isError(body)) return fail(body);
    if (!db.firmware.find(body.firmwareId)) return fail(mockErrors.notFound);
    const deviceIds = [...new Set(body.deviceIds)];
    const rollout = body.rollout ?? null;
    if (rollout && !rolloutFits(rollout, deviceIds.length)) {
      return fail({ code: 1400, msg: '首批台数须少于所选设备台数' });
    }
    const user = requestUser(request);
    const job = db.upgradeJobs.insert({
      firmwareId: body.firmwareId,
      upgrade_obj: body.upgrade_obj,
      deviceIds,
      ticks: 0,
      cancelled: false,
      createdBy: user?.realName ?? '张伟',
      createdAt: now(),
      rollout,
      paused: false,
      haltReason: null,
      starts: deviceIds.map((_, index) => (rollout && index >= rollout.firstBatchSize ? null : 0)),
      attempts: deviceIds.map(() => 1),
    });
    logOperation(user?.username ?? 'admin', 'upgrade', `升级任务 ${job.id}`);
    return ok(toJob(job));
  }),
  http.post('/api/device/upgrade/cancel', async ({ request }) => {
    const job = jobFor(await parseBody(request, schemas.CancelUpgradeJobBody));
    if (isError(job)) return fail(job);
    if (job.cancelled || finished(job)) return fail(mockErrors.wrongState);
    db.upgradeJobs.update(job.id, { cancelled: true, paused: false });
    log(request, '取消', job);
    return ok(true);
  }),
  http.post('/api/device/upgrade/pause', async ({ request }) => {
    const job = jobFor(await parseBody(request, schemas.PauseUpgradeJobBody));
    if (isError(job)) return fail(job);
    if (job.cancelled || job.paused || finished(job)) return fail(mockErrors.wrongState);
    db.upgradeJobs.update(job.id, { paused: true });
    log(request, '暂停', job);
    return ok(true);
  }),
  http.post('/api/device/upgrade/resume', async ({ request }) => {
    const job = jobFor(await parseBody(request, schemas.ResumeUpgradeJobBody));
    if (isError(job)) return fail(job);
    if (!job.paused || job.cancelled) return fail(mockErrors.wrongState);
    // Resuming a job that paused itself after its first batch is the user's go for the rest.
    const starts = job.haltReason ? job.starts.map((start) => start ?? job.ticks) : job.starts;
    db.upgradeJobs.update(job.id, { paused: false, haltReason: null, starts });
    log(request, '继续', job);
    return ok(true);
  }),
  http.post('/api/device/upgrade/retry', async ({ request }) => {
    const body = await parseBody(request, schemas.RetryUpgradeJobBody);
    const job = jobFor(body);
    if (isError(job) || isError(body)) return fail(isError(job) ? job : mockErrors.badRequest);
    if (job.cancelled) return fail(mockErrors.wrongState);
    const devices = devicesOf(job);
    const chosen = new Set(body.deviceIds ?? job.deviceIds);
    const retried = devices
      .map((device, index) => ({ device, index }))
      .filter(({ device }) => device.status === 'failed' && chosen.has(device.deviceId));
    if (retried.length === 0) return fail(mockErrors.wrongState);
    const starts = [...job.starts];
    const attempts = [...job.attempts];
    retried.forEach(({ index }) => {
      starts[index] = job.ticks;
      attempts[index] = (attempts[index] ?? 1) + 1;
    });
    // A job that halted on its first batch is judged again once the retried devices end.
    const halted = job.haltReason !== null;
    db.upgradeJobs.update(job.id, {
      starts,
      attempts,
      ...(halted ? { paused: false, haltReason: null } : {}),
    });
    log(request, '重试', job);
    const updated = db.upgradeJobs.find(job.id);
    return ok(toJob(updated ?? job));
  }),
];
