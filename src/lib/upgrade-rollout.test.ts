import { describe, expect, it } from 'vitest';

import { firstBatchOutcome, percent, rolloutFits } from './upgrade-rollout';

describe('firstBatchOutcome', () => {
  it('waits while any device of the first batch is still at work', () => {
    expect(
      firstBatchOutcome(['succeeded', 'upgrading', 'failed'], { maxFailureRate: 0.5 }),
    ).toEqual({ decided: false });
    expect(firstBatchOutcome(['queued'], { maxFailureRate: 0.5 })).toEqual({ decided: false });
    expect(firstBatchOutcome([], { maxFailureRate: 0.5 })).toEqual({ decided: false });
  });

  it('goes on when the failure rate stays under the threshold', () => {
    expect(
      firstBatchOutcome(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'failed'], {
        maxFailureRate: 0.25,
      }),
    ).toEqual({ decided: true, proceed: true, size: 5, failed: 1, rate: 0.2 });
  });

  it('halts when the failure rate reaches the threshold (under means strictly under)', () => {
    const outcome = firstBatchOutcome(['succeeded', 'failed', 'succeeded', 'failed', 'cancelled'], {
      maxFailureRate: 0.4,
    });
    expect(outcome).toEqual({ decided: true, proceed: false, size: 5, failed: 2, rate: 0.4 });
  });

  it('counts cancelled devices as ended, not as failed', () => {
    expect(firstBatchOutcome(['cancelled', 'succeeded'], { maxFailureRate: 0.1 })).toMatchObject({
      proceed: true,
      failed: 0,
    });
  });
});

describe('rolloutFits', () => {
  it('needs a whole first batch smaller than the job and a threshold above 0 up to 100 %', () => {
    expect(rolloutFits({ firstBatchSize: 2, maxFailureRate: 0.2 }, 5)).toBe(true);
    expect(rolloutFits({ firstBatchSize: 5, maxFailureRate: 0.2 }, 5)).toBe(false);
    expect(rolloutFits({ firstBatchSize: 0, maxFailureRate: 0.2 }, 5)).toBe(false);
    expect(rolloutFits({ firstBatchSize: 1.5, maxFailureRate: 0.2 }, 5)).toBe(false);
    expect(rolloutFits({ firstBatchSize: 2, maxFailureRate: 0 }, 5)).toBe(false);
    expect(rolloutFits({ firstBatchSize: 2, maxFailureRate: 1 }, 5)).toBe(true);
  });

  it('prints rates as whole percentages', () => {
    expect(percent(0.4)).toBe(40);
    expect(percent(1 / 3)).toBe(33);
  });
});
