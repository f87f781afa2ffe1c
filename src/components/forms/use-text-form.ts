import {
  type FormEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';

import { failureText } from '@/api/errors';

import {
  checkContract,
  type CheckResult,
  type FieldIssue,
  FieldRefusal,
  type LoadedSchema,
  loadSchema,
} from './contract-check';
import type { FieldDescription } from './error-map';
import type { FieldBinding, RegisteredInput } from './form-context';
import type { FramedForm } from './form-frame';
import { formStrings as s } from './strings';
import type { ContractFormOptions } from './use-contract-form';

/** The values of a form of text fields alone, by field name. */
export type TextValues = Record<string, string>;

/** The options of `useContractForm`, for a form of text fields alone. */
export type TextFormOptions<V extends TextValues, B> = ContractFormOptions<V, B>;

export interface TextFormMethods<V extends TextValues> {
  getValues: () => V;
  /** Sets a field's value (and its input's), as React Hook Form's setValue without options. */
  setValue: (name: keyof V & string, value: string) => void;
  /** Calls `callback` with the values after each change of a field. */
  watch: (callback: (values: V, info: { name: string }) => void) => { unsubscribe: () => void };
}

export interface TextForm<V extends TextValues> extends FramedForm {
  methods: TextFormMethods<V>;
  requestSubmit: () => void;
  pending: boolean;
  saved: RefObject<boolean>;
}

interface TextFormState {
  pending: boolean;
  failure: string | undefined;
}

type Input = HTMLInputElement | HTMLTextAreaElement;

/**
 * The state of a form of text fields alone, kept without React Hook Form and behaving as the kit's
 * forms on it do: values follow the inputs; a submit checks the contract's body schema (and the
 * form's rules) and, refused, shows each message on its field and focuses the first such field in
 * the order the fields were bound; after the first submit, a changed field is checked again as it
 * changes; a save that fails keeps everything typed and says why, on the field a `FieldRefusal`
 * names or on top.
 */
export function createTextForm<V extends TextValues, B>(initial: TextFormOptions<V, B>) {
  let options = initial;
  const latest = () => options;
  const values: TextValues = { ...initial.defaultValues };
  const elements = new Map<string, Input>();
  const inputs = new Map<string, RegisteredInput>();
  const blurs = new Map<string, (() => void) | undefined>();
  const fields = new Map<string, FieldDescription>();
  const changes = new Map<string, number>();
  const errorListeners = new Set<() => void>();
  const stateListeners = new Set<() => void>();
  const watchers = new Set<(values: V, info: { name: string }) => void>();
  const saved: RefObject<boolean> = { current: false };
  let errors: Readonly<Record<string, FieldIssue>> = {};
  let state: TextFormState = { pending: false, failure: undefined };
  let submitted = false;
  let schema: LoadedSchema<B> | undefined;

  const current = () => ({ ...values }) as V;
  const setState = (patch: Partial<TextFormState>) => {
    state = { ...state, ...patch };
    for (const listener of [...stateListeners]) listener();
  };
  const setErrors = (next: Readonly<Record<string, FieldIssue>>) => {
    errors = next;
    for (const listener of [...errorListeners]) listener();
    const failure = errors['root.server']?.message ?? errors.root?.message;
    if (failure !== state.failure) setState({ failure });
  };
  const focus = (name: string) => {
    const element = elements.get(name);
    if (element?.isConnected) element.focus();
  };
  const focusFirstError = () => {
    const name = [...elements.keys()].find((key) => errors[key] && elements.get(key)?.isConnected);
    if (name !== undefined) focus(name);
  };

  /** The schema, loading once; a load that failed is tried again by the next check. */
  const loadOnce = (): LoadedSchema<B> => {
    schema ??= loadSchema(latest().schema).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  const check = async (): Promise<CheckResult<B>> => {
    const { toBody, rules } = latest();
    const typed = current();
    const body = toBody ? toBody(typed) : typed;
    return checkContract(await loadOnce(), typed, body, fields, rules);
  };

  const change = (name: string, value: string) => {
    values[name] = value;
    const count = (changes.get(name) ?? 0) + 1;
    changes.set(name, count);
    for (const watcher of [...watchers]) watcher(current(), { name });
    if (!submitted) return;
    check().then(
      (result) => {
        // A later change of the field is checked by its own pass.
        if (changes.get(name) !== count) return;
        const issue = result.ok ? undefined : result.errors[name];
        if (issue) setErrors({ ...errors, [name]: issue });
        else if (errors[name])
          setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)));
      },
      () => undefined,
    );
  };

  const binding: FieldBinding = {
    register: (name, onBlur) => {
      blurs.set(name, onBlur);
      let input = inputs.get(name);
      if (!input) {
        input = {
          name,
          ref: (element) => {
            if (!element) return;
            elements.set(name, element);
            const value = values[name];
            if (value === undefined) values[name] = element.value;
            else if (element.value !== value) element.value = value;
          },
          onChange: (event) => change(name, event.target.value),
          onBlur: () => blurs.get(name)?.(),
        };
        inputs.set(name, input);
      }
      return input;
    },
    error: (name) => errors[name]?.message,
    subscribe: (_name, listener) => {
      errorListeners.add(listener);
      return () => void errorListeners.delete(listener);
    },
  };

  const failWith = (name: string, issue: FieldIssue) => {
    setErrors({ ...errors, [name]: issue });
    if (name !== 'root.server') focus(name);
  };

  const submit = async (): Promise<void> => {
    for (const [name, element] of elements) if (element.isConnected) values[name] = element.value;
    setState({ pending: true });
    try {
      let result: CheckResult<B>;
      try {
        result = await check();
      } catch (error) {
        setErrors({
          'root.server': {
            type: 'server',
            message: failureText(error, latest().failure ?? s.saveFailed),
          },
        });
        return;
      }
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) {
        focusFirstError();
        return;
      }
      const { confirm, submit: send, onSaved, failure } = latest();
      const typed = current();
      if (confirm && !(await confirm(result.body, typed))) return;
      try {
        await send(result.body, typed);
      } catch (error) {
        if (error instanceof FieldRefusal)
          failWith(error.field, { type: 'refused', message: error.message });
        else
          failWith('root.server', {
            type: 'server',
            message: failureText(error, failure ?? s.saveFailed),
          });
        return;
      }
      saved.current = true;
      onSaved?.(result.body, typed);
    } finally {
      submitted = true;
      setState({ pending: false });
    }
  };

  return {
    binding,
    saved,
    /** The options of the last render: the submit and the checks use them. */
    setOptions: (next: TextFormOptions<V, B>) => {
      options = next;
    },
    submit,
    /** Starts loading the schema, so the first submit does not wait for it. */
    preload: () => void loadOnce().catch(() => undefined),
    describe: (name: string, field: FieldDescription) => {
      fields.set(name, field);
      return () => void fields.delete(name);
    },
    state: () => state,
    subscribeState: (listener: () => void) => {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    methods: {
      getValues: current,
      setValue: (name, value) => {
        values[name] = value;
        const element = elements.get(name);
        if (element) element.value = value;
        for (const watcher of [...watchers]) watcher(current(), { name });
      },
      watch: (callback) => {
        watchers.add(callback);
        return { unsubscribe: () => void watchers.delete(callback) };
      },
    } satisfies TextFormMethods<V>,
  };
}

/**
 * The form kit's lighter path, for a form of text fields alone (`TextField`s in a `FormFrame`):
 * `useContractForm`'s options and behaviour without React Hook Form, so a screen that needs
 * nothing else (the login) does not load it.
 */
export function useTextForm<V extends TextValues, B>(options: TextFormOptions<V, B>): TextForm<V> {
  const [form] = useState(() => createTextForm(options));
  useLayoutEffect(() => form.setOptions(options));
  // Start loading the schema with the form, so the first submit does not wait for it.
  useEffect(() => form.preload(), [form]);
  const state = useSyncExternalStore(form.subscribeState, form.state, form.state);
  return {
    binding: form.binding,
    describe: form.describe,
    methods: form.methods,
    saved: form.saved,
    pending: state.pending,
    failure: state.failure,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // A dialog's form may sit inside a page's form: its submit stays its own.
      event.stopPropagation();
      void form.submit();
    },
    requestSubmit: () => void form.submit(),
  };
}
