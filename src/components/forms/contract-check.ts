import type { FieldPath, FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

import { contractErrorMap, type FieldDescription } from './error-map';
import { formStrings as s } from './strings';

type RuleMessages<V extends FieldValues> = Partial<
  Record<FieldPath<V>, string | false | null | undefined>
>;

/**
 * Messages of rules the contract cannot express, by field; a falsy entry means the field passes.
 * A rule asking the server (a version already taken) returns a promise.
 */
export type FormRules<V extends FieldValues> = (
  values: V,
) => RuleMessages<V> | Promise<RuleMessages<V>>;

/**
 * A refusal of one field's value found while saving (a captcha code the server says is wrong):
 * thrown by `submit`, it is shown on that field, which takes the focus, instead of on top.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export type LoadedSchema<B> = Promise<ZodType<B>>;

/** The schema, built once zod's settings are in place (schemas compile when built). */
export const loadSchema = <B>(schema: () => LoadedSchema<B>): LoadedSchema<B> =>
  import('@/api/zod-config').then(() => schema());

export interface FieldIssue {
  type: string;
  message: string;
}

/** The checked body, or the message of each shown field (`root`: what no shown field holds). */
export type CheckResult<B> =
  { ok: true; body: B } | { ok: false; errors: Record<string, FieldIssue> };

/**
 * Checks a form's body with the contract's schema, its messages naming the shown fields' labels,
 * and the form's own rules: each issue goes to its field, or to the nearest shown field holding it.
 */
export async function checkContract<V extends FieldValues, B>(
  schema: ZodType<B>,
  values: V,
  body: unknown,
  fields: ReadonlyMap<string, FieldDescription>,
  rules?: FormRules<V>,
): Promise<CheckResult<B>> {
  /** The field showing an issue: its own path, else the nearest shown field holding it. */
  const owner = (path: readonly PropertyKey[]): string | undefined => {
    for (let length = path.length; length > 0; length -= 1) {
      const name = path.slice(0, length).map(String).join('.');
      if (fields.has(name)) return name;
    }
    return undefined;
  };
  const describe = (path: readonly PropertyKey[]): FieldDescription =>
    fields.get(owner(path) ?? '') ?? { label: path.map(String).join('.'), kind: 'text' };
  const result = schema.safeParse(body, { error: contractErrorMap(describe) });
  const errors: Record<string, FieldIssue> = {};
  const unshown: string[] = [];
  const inner: [string, FieldIssue][] = [];
  for (const issue of result.success ? [] : result.error.issues) {
    const name = owner(issue.path);
    const error = { type: issue.code, message: issue.message };
    if (name === undefined) unshown.push(issue.message);
    else if (name.split('.').length === issue.path.length) errors[name] ??= error;
    // A rule of the field (a line of a list typed in a textarea) says more than a broken rule
    // deep inside its value: those come after the rules.
    else inner.push([name, error]);
  }
  for (const [name, message] of Object.entries((await rules?.(values)) ?? {}))
    if (typeof message === 'string' && message) errors[name] ??= { type: 'rule', message };
  for (const [name, error] of inner) errors[name] ??= error;
  if (unshown.length > 0) errors.root = { type: 'contract', message: unshown.join(s.separator) };
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  return { ok: false, errors };
}
