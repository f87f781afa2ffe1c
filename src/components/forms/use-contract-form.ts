import { type FormEvent, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';

import { failureText } from '@/api/errors';

import {
  checkContract,
  FieldRefusal,
  type FormRules,
  type LoadedSchema,
  loadSchema,
} from './contract-check';
import type { FieldDescription } from './error-map';
import type { FieldBinding } from './form-context';
import { formStrings as s } from './strings';

export { FieldRefusal, type FormRules } from './contract-check';

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
  /** How the kit's text fields are bound to the form. */
  binding: FieldBinding;
}

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
  const loaded = useRef<LoadedSchema<B> | null>(null);
  const loadOnce = useCallback(() => (loaded.current ??= loadSchema(schema)), [schema]);
  // Start loading with the form, so the first submit does not wait for it.
  useEffect(() => void loadOnce().catch(() => undefined), [loadOnce]);

  const resolver: Resolver<V, unknown, B> = async (values) => {
    const body = toBody ? toBody(values) : values;
    const result = await checkContract(await loadOnce(), values, body, fields.current, rules);
    if (result.ok) return { values: result.body, errors: {} };
    return { values: {}, errors: result.errors as FieldErrors<V> };
  };

  const methods = useForm<V, unknown, B>({
    defaultValues: defaultValues as never,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const binding = useMemo<FieldBinding>(
    () => ({
      register: (name, onBlur) =>
        methods.register(name as FieldPath<V>, onBlur ? { onBlur } : undefined),
      error: (name) => methods.getFieldState(name as FieldPath<V>).error?.message,
      subscribe: (name, listener) =>
        methods.subscribe({
          name: name as FieldPath<V>,
          formState: { errors: true },
          callback: listener,
        }),
    }),
    [methods],
  );

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
    binding,
    describe: useCallback((name: string, field: FieldDescription) => {
      fields.current.set(name, field);
      return () => void fields.current.delete(name);
    }, []),
  };
}
