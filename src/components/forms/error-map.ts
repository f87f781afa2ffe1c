import type { core } from 'zod';

import { formStrings as s } from './strings';

/** How a field is filled: typed text, or a choice among options (`formStrings.choose` rather than `formStrings.required`). */
export type FieldKind = 'text' | 'choice';

export interface FieldDescription {
  label: string;
  kind: FieldKind;
}

type Issue = core.$ZodRawIssue;

const isEmpty = (input: unknown) =>
  input === undefined || input === null || input === '' || Number.isNaN(input);

const limit = (value: number | bigint) => Number(value);

/**
 * The zh-CN message of one contract rule broken by a field: the one error map of every form. A
 * choice asks to be chosen whatever its rule; text and numbers name the limit the contract sets.
 */
export function issueText(issue: Issue, field: FieldDescription): string {
  const { label, kind } = field;
  if (kind === 'choice') {
    if (issue.code === 'too_big' && issue.origin === 'array')
      return s.tooMany(label, limit(issue.maximum));
    if (issue.code === 'too_small' && issue.origin === 'array' && limit(issue.minimum) > 1)
      return s.tooFew(label, limit(issue.minimum));
    return s.choose(label);
  }
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? s.required(label) : s.badFormat(label);
    case 'too_small': {
      const min = limit(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 || issue.input === '' ? s.required(label) : s.tooShort(label, min);
      // A list typed as text (one item a line) is asked for as text.
      if (issue.origin === 'array') return min <= 1 ? s.required(label) : s.tooFew(label, min);
      return isEmpty(issue.input) ? s.required(label) : s.tooSmall(label, min);
    }
    case 'too_big': {
      const max = limit(issue.maximum);
      if (issue.origin === 'string') return s.tooLong(label, max);
      if (issue.origin === 'array') return s.tooMany(label, max);
      return s.tooBig(label, max);
    }
    case 'invalid_format':
      return isEmpty(issue.input) ? s.required(label) : s.badFormat(label);
    case 'invalid_value':
      return s.choose(label);
    default:
      return s.invalid(label);
  }
}

/**
 * A zod 4 per-parse error map (`schema.safeParse(body, { error })`): each issue gets the message
 * of `issueText` for the field its path names, described by `describe`.
 */
export const contractErrorMap =
  (describe: (path: readonly PropertyKey[]) => FieldDescription) =>
  (issue: Issue): string =>
    issueText(issue, describe(issue.path ?? []));
