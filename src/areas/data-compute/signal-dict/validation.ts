import type { SigDictProblem } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';

import { FIELD_ORDER, isComputed, type SigDictField, type SigDictForm } from './form-model';
import { signalDictStrings as s } from './strings';

export type FormErrors = Partial<Record<SigDictField, string>>;

/** An English name: a letter first, then letters, digits and underscores. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The first name the list holds twice, if any. */
export const repeatedName = (names: readonly string[]): string | undefined => {
  const seen = new Set<string>();
  return names.find((name) => {
    if (seen.has(name)) return true;
    seen.add(name);
    return false;
  });
};

/** The rules of a dictionary the contract's body schema cannot say. */
export const dictRules: FormRules<SigDictForm> = (form) => {
  const name = form.strategy_name.trim();
  const twice = repeatedName(form.sigList.map((entry) => entry.name));
  return {
    strategy_name: name !== '' && !NAME_PATTERN.test(name) && s.namePattern,
    strategy_type:
      form.strategy_type === 'raw' && form.sigList.some(isComputed) && s.rawWithFormula,
    sigList: twice !== undefined && s.duplicateSignal(twice),
  };
};

const FIELD_OF: Partial<Record<SigDictProblem['field'], SigDictField>> = {
  strategy_name: 'strategy_name',
  strategy_name_chn: 'strategy_name_chn',
  strategy_type: 'strategy_type',
  dbc_cfg: 'dbc_cfg',
};

/**
 * Server problems placed beside the fields they concern, in form order; signal problems go to the
 * list.
 */
export function problemsToErrors(problems: readonly SigDictProblem[]): FormErrors {
  const found: FormErrors = {};
  for (const problem of problems) {
    if (problem.level !== 'error') continue;
    const field = (problem.signalName ? undefined : FIELD_OF[problem.field]) ?? 'sigList';
    const message = problem.signalName
      ? s.signalProblem(problem.signalName, problem.message)
      : problem.message;
    const before = found[field];
    found[field] = before ? s.joinProblems(before, message) : message;
  }
  const ordered: FormErrors = {};
  for (const field of FIELD_ORDER) if (found[field]) ordered[field] = found[field];
  return ordered;
}
