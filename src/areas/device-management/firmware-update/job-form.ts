import type { FieldPath } from 'react-hook-form';

import { rolloutProblems } from './job-rules';

/** The new job as typed and chosen; numbers stay text until checked. */
export interface JobForm {
  upgrade_obj: string;
  firmwareId: string;
  deviceIds: number[];
  rollout: { enabled: boolean; firstBatchSize: string; threshold: string };
}

export const newJobForm: JobForm = {
  upgrade_obj: '0',
  firmwareId: '',
  deviceIds: [],
  rollout: { enabled: false, firstBatchSize: '', threshold: '20' },
};

/** Typed digits as a number; other text stays text, for the body schema to refuse; empty: none. */
const typedNumber = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** A whole percentage from 1 to 100, else null (the threshold rule says why). */
const wholePercent = (text: string): number | null => {
  const value = typedNumber(text);
  return typeof value === 'number' && value >= 1 && value <= 100 ? value : null;
};

/**
 * The createUpgradeJob body as the body schema checks it. The threshold is typed as a percentage
 * and sent as a rate: the rule words a wrong percentage, so the body then carries no rate to refuse.
 */
export const jobBody = (form: JobForm) => ({
  firmwareId: form.firmwareId === '' ? undefined : Number(form.firmwareId),
  upgrade_obj: Number(form.upgrade_obj),
  deviceIds: form.deviceIds,
  ...(form.rollout.enabled
    ? {
        rollout: {
          firstBatchSize: typedNumber(form.rollout.firstBatchSize),
          maxFailureRate: (wholePercent(form.rollout.threshold) ?? 0) / 100,
        },
      }
    : {}),
});

/** The rollout's rules beyond the contract: a first batch smaller than the selection, a percentage. */
export const jobRules = (
  form: JobForm,
  messages: { firstBatch: (max: number) => string; threshold: string },
): Partial<Record<FieldPath<JobForm>, string>> => {
  const { enabled, firstBatchSize, threshold } = form.rollout;
  const problems = rolloutProblems(
    { enabled, firstBatch: firstBatchSize, threshold },
    form.deviceIds.length,
    messages,
  );
  return {
    'rollout.firstBatchSize': problems.firstBatch,
    'rollout.threshold': problems.threshold,
  };
};
