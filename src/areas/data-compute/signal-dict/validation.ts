import { createSigDictBodyLimits } from '@/api/generated/limits';
import type { SigDictProblem } from '@/api/generated/model';

import { isComputed, type SigDictField, type SigDictForm } from './form-model';
import { signalDictStrings as s } from './strings';

export type FormErrors = Partial<Record<SigDictField, string>>;

export const limits = {
  name: createSigDictBodyLimits.strategy_name.maxLength,
  nameChn: createSigDictBodyLimits.strategy_name_chn.maxLength,
  /** The contract gives this cap only in the description of sig_list.sigList, not as maxItems. */
  signals: 10_000,
} as const;
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const text = (value: string, label: string, max: number): string | undefined => {
  const trimmed = value.trim();
  if (!trimmed) return s.required(label);
  if (trimmed.length > max) return s.tooLong(label, max);
  return undefined;
};

/** The rules the console checks itself before asking the server (contract limits). */
export function validateForm(form: SigDictForm): FormErrors {
  const errors: FormErrors = {};
  const name = text(form.strategy_name, s.strategyName, limits.name);
  if (name) errors.strategy_name = name;
  else if (!NAME_PATTERN.test(form.strategy_name.trim())) errors.strategy_name = s.namePattern;
  const chn = text(form.strategy_name_chn, s.strategyNameChn, limits.nameChn);
  if (chn) errors.strategy_name_chn = chn;
  if (!form.dbc_cfg) errors.dbc_cfg = s.requiredSelect(s.dbcCfg);
  if (form.sigList.length === 0) errors.sigList = s.noSignals;
  else if (form.sigList.length > limits.signals) errors.sigList = s.tooManySignals(limits.signals);
  else if (form.strategy_type === 'raw' && form.sigList.some(isComputed))
    errors.strategy_type = s.rawWithFormula;
  else {
    const seen = new Set<string>();
    const twice = form.sigList.find((entry) => {
      if (seen.has(entry.name)) return true;
      seen.add(entry.name);
      return false;
    });
    if (twice) errors.sigList = s.duplicateSignal(twice.name);
  }
  return errors;
}

const FIELD_OF: Partial<Record<SigDictProblem['field'], SigDictField>> = {
  strategy_name: 'strategy_name',
  strategy_name_chn: 'strategy_name_chn',
  strategy_type: 'strategy_type',
  dbc_cfg: 'dbc_cfg',
};

/** Server problems placed beside the fields they concern; signal problems go to the list. */
export function problemsToErrors(problems: readonly SigDictProblem[]): FormErrors {
  const errors: FormErrors = {};
  for (const problem of problems) {
    if (problem.level !== 'error') continue;
    const field = (problem.signalName ? undefined : FIELD_OF[problem.field]) ?? 'sigList';
    const message = problem.signalName
      ? s.signalProblem(problem.signalName, problem.message)
      : problem.message;
    const before = errors[field];
    errors[field] = before ? s.joinProblems(before, message) : message;
  }
  return errors;
}
