import { type FormEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';

import { failureText } from '@/api/errors';

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

export interface ContractFormOptions<V extends FieldValues, B> {
  /**
   * The contract's request body schema, loaded when needed:
   * `() => import('@/api/generated/zod/<tag>/<tag>.zod').then((m) => m.Save<Entity>Body)` (or a
   * pick or extension of it). Loaded after zod's settings, as the client loads its schemas.
   */
  schema: () => Promise<ZodType<B>>;
  defaultValues: V;
  /** Form values to the body the schema checks and `submit` sends (trimmed text, numbers). */
  toBody?: (values: V) => unknown;
  /** Rules beyond the contract (a VIN's check digit, a plate, time order), checked with it. */
  rules?: FormRules<V>;
  /**
   * Sends the checked body; a rejection keeps the form as typed and shows why (on top, or on the
   * field a `FieldRefusal` names).
   */
  submit: (body: B, values: V) => Promise<unknown>;
  /**
   * Asked once the checks pass and before `submit` (what will change, a plan to start): false
   * stops there, with nothing saved and nothing shown.
   */
  confirm?: (body: B, values: V) => Promise<boolean>;
  onSaved?: (body: B, values: V) => void;
  /** Shown when a save fails without a message of its own (default `formStrings.saveFailed`). */
  failure?: string;
}

export interface ContractForm<V extends FieldValues, B> {
  methods: UseFormReturn<V, unknown, B>;
  /** The form element's onSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The same submit without a form element (a form holding a list whose pager is a form). */
  requestSubmit: () => void;
  pending: boolean;
  /** Why the last save failed (or a contract rule no field shows); undefined otherwise. */
  failure: string | undefined;
  /** True once a save went through: a leave guard lets the way out after it pass. */
  saved: RefObject<boolean>;
  /** Field helpers tell the form their label, which the messages name. */
  describe: (name: string, field: FieldDescription) => () => void;
}

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

type Loaded<B> = Promise<ZodType<B>>;

/** The schema, built once zod's settings are in place (schemas compile when built). */
const load = <B>(schema: () => Loaded<B>): Loaded<B> =>
  import('@/api/zod-config').then(() => schema());

/**
 * One form on the contract: React Hook Form's state, the request body schema with the messages of
 * the error map, focus on the first invalid field after a refused submit, and a failed save
 * keeping everything typed with its reason.
 */
export function useContractForm<V extends FieldValues, B>(
  options: ContractFormOptions<V, B>,
): ContractForm<V, B> {
  const { schema, defaultValues, toBody, rules, submit, confirm, onSaved, failure } = options;
  const fields = useRef(new Map<string, FieldDescription>());
  const saved = useRef(false);
  const loaded = useRef<Loaded<B> | null>(null);
  const loadOnce = useCallback(() => (loaded.current ??= load(schema)), [schema]);
  // Start loading with the form, so the first submit does not wait for it.
  useEffect(() => void loadOnce().catch(() => undefined), [loadOnce]);

  /** The field showing an issue: its own path, else the nearest shown field holding it. */
  const owner = (path: readonly PropertyKey[]): string | undefined => {
    for (let length = path.length; length > 0; length -= 1) {
      const name = path.slice(0, length).map(String).join('.');
      if (fields.current.has(name)) return name;
    }
    return undefined;
  };
  const resolver: Resolver<V, unknown, B> = async (values) => {
    const body = toBody ? toBody(values) : values;
    const describe = (path: readonly PropertyKey[]): FieldDescription =>
      fields.current.get(owner(path) ?? '') ?? { label: path.map(String).join('.'), kind: 'text' };
    const result = (await loadOnce()).safeParse(body, { error: contractErrorMap(describe) });
    const errors: Record<string, FieldError> = {};
    const unshown: string[] = [];
    const inner: [string, FieldError][] = [];
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
    if (result.success && Object.keys(errors).length === 0)
      return { values: result.data, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };

  const methods = useForm<V, unknown, B>({
    defaultValues: defaultValues as never,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const { errors, isSubmitting } = methods.formState;
  const save = (event?: FormEvent<HTMLFormElement>) =>
    void methods.handleSubmit(async (body) => {
      const values = methods.getValues();
      if (confirm && !(await confirm(body, values))) return;
      try {
        await submit(body, values);
      } catch (error) {
        if (error instanceof FieldRefusal) {
          const name = error.field as FieldPath<V>;
          methods.setError(
            name,
            { type: 'refused', message: error.message },
            { shouldFocus: true },
          );
          return;
        }
        methods.setError('root.server', {
          type: 'server',
          message: failureText(error, failure ?? s.saveFailed),
        });
        return;
      }
      saved.current = true;
      onSaved?.(body, values);
    })(event);
  return {
    methods,
    onSubmit: (event) => {
      // A dialog's form may sit inside a page's form: its submit stays its own.
      event.stopPropagation();
      save(event);
    },
    requestSubmit: () => save(),
    pending: isSubmitting,
    failure: errors.root?.server?.message ?? errors.root?.message,
    saved,
    describe: useCallback((name: string, field: FieldDescription) => {
      fields.current.set(name, field);
      return () => void fields.current.delete(name);
    }, []),
  };
}
