import type { UpgradeDeviceStatus, UpgradeRollout } from '@/api/generated/model';

/** A device whose attempt is over, one way or the other. */
export const upgradeEnded = (status: UpgradeDeviceStatus): boolean =>
  status === 'succeeded' || status === 'failed' || status === 'cancelled';

export type FirstBatchOutcome =
  | { decided: false }
  | { decided: true; proceed: boolean; size: number; failed: number; rate: number };

/**
 * The staged rollout rule of UpgradeRollout: once every device of the first batch has ended, the
 * rest go ahead only when the first batch's failure rate (failed ÷ batch size) stays under the
 * threshold. The server applies it; the screen shows the same figures.
 */
export function firstBatchOutcome(
  firstBatch: readonly UpgradeDeviceStatus[],
  rollout: Pick<UpgradeRollout, 'maxFailureRate'>,
): FirstBatchOutcome {
  if (firstBatch.length === 0 || !firstBatch.every(upgradeEnded)) return { decided: false };
  const failed = firstBatch.filter((status) => status === 'failed').length;
  const rate = failed / firstBatch.length;
  return {
    decided: true,
    proceed: rate < rollout.maxFailureRate,
    size: firstBatch.length,
    failed,
    rate,
  };
}

/** A staged rollout needs a first batch smaller than the job: otherwise there is nothing after it. */
export const rolloutFits = (rollout: UpgradeRollout, deviceCount: number): boolean =>
  Number.isInteger(rollout.firstBatchSize) &&
  rollout.firstBatchSize >= 1 &&
  rollout.firstBatchSize < deviceCount &&
  rollout.maxFailureRate > 0 &&
  rollout.maxFailureRate <= 1;

/** A rate as a whole percentage for messages, e.g. 0.4 → 40. */
export const percent = (rate: number): number => Math.round(rate * 100);
