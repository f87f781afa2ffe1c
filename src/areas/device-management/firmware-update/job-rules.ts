import { createUpgradeJobBodyLimits } from '@/api/generated/limits';
import type { UpgradeJob, UpgradeJobDevice } from '@/api/generated/model';
import { firstBatchOutcome, percent, upgradeEnded } from '@/lib/upgrade-rollout';

/** How often an open job refreshes itself while it moves. */
export const JOB_POLL_MS = 2000;

const moving = (status: UpgradeJob['status']) => status === 'pending' || status === 'running';

/** Refresh while the job moves and someone looks; never once it is paused or over. */
export const jobPollInterval = (
  status: UpgradeJob['status'] | undefined,
  visibility: DocumentVisibilityState,
): number | false => (status && moving(status) && visibility === 'visible' ? JOB_POLL_MS : false);

export interface JobActions {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
  retry: boolean;
}

/** The actions the contract allows in a job's state. */
export const jobActions = (job: UpgradeJob): JobActions => ({
  pause: moving(job.status),
  resume: job.status === 'paused',
  cancel: job.status !== 'finished' && job.status !== 'cancelled',
  retry: job.status !== 'cancelled' && job.failedCount > 0,
});

export type FirstBatchView =
  | { kind: 'none' }
  | { kind: 'running'; ended: number; size: number }
  | {
      kind: 'decided';
      failed: number;
      size: number;
      rate: number;
      threshold: number;
      proceed: boolean;
    };

/** The first batch's state for a staged job, by the same rule the server applies. */
export function firstBatchView(
  job: UpgradeJob,
  devices: readonly UpgradeJobDevice[],
): FirstBatchView {
  if (!job.rollout) return { kind: 'none' };
  const first = devices.filter((d) => d.batch === 1).map((d) => d.status);
  const outcome = firstBatchOutcome(first, job.rollout);
  if (!outcome.decided) {
    return { kind: 'running', ended: first.filter(upgradeEnded).length, size: first.length };
  }
  return {
    kind: 'decided',
    failed: outcome.failed,
    size: outcome.size,
    rate: percent(outcome.rate),
    threshold: percent(job.rollout.maxFailureRate),
    proceed: outcome.proceed,
  };
}

/** The most devices one upgrade job may name (createUpgradeJob's deviceIds). */
export const MAX_JOB_DEVICES = createUpgradeJobBodyLimits.deviceIds.maxItems;

export interface RolloutInput {
  enabled: boolean;
  firstBatch: string;
  threshold: string;
}

export interface RolloutErrors {
  firstBatch?: string;
  threshold?: string;
}

/** The staged-rollout fields as typed: whole numbers, a first batch smaller than the selection. */
export function rolloutProblems(
  input: RolloutInput,
  selected: number,
  messages: { firstBatch: (max: number) => string; threshold: string },
): RolloutErrors {
  if (!input.enabled) return {};
  const errors: RolloutErrors = {};
  const first = Number(input.firstBatch);
  if (!/^\d+$/.test(input.firstBatch.trim()) || first < 1 || first >= selected) {
    errors.firstBatch = messages.firstBatch(Math.max(1, selected - 1));
  }
  const threshold = Number(input.threshold);
  if (!/^\d+$/.test(input.threshold.trim()) || threshold < 1 || threshold > 100) {
    errors.threshold = messages.threshold;
  }
  return errors;
}
