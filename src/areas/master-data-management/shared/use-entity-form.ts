import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { failureText } from '@/api/errors';
import { focusFirstInvalid } from '@/lib/forms';
import { masterStrings as s } from './strings';

export type FormValues = Record<string, string>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

interface EntityFormOptions<V extends FormValues> {
  initial: V;
  /** Field names in form order: the first with a message gets the focus. */
  order: readonly (keyof V & string)[];
  validate: (values: V) => FieldErrors<V>;
  /** Messages known apart from the values (a VIN already taken): block saving like the rest. */
  extraErrors?: FieldErrors<V>;
  submit: (values: V) => Promise<unknown>;
  onSaved: (values: V) => void;
  /** The values' state when the caller needs them before the form (to check them as typed). */
  state?: [V, Dispatch<SetStateAction<V>>];
}

/**
 * State of one master data form: messages beside the fields once saving was tried, the first
 * invalid field focused, and a refused save keeping everything typed with the server's message.
 */
export function useEntityForm<V extends FormValues>(options: EntityFormOptions<V>) {
  const own = useState<V>(options.initial);
  const [values, setValues] = options.state ?? own;
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const found = submitted ? options.validate(values) : {};
  const errors: FieldErrors<V> = { ...options.extraErrors, ...found };

  const set = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    setSubmitted(true);
    const problems = { ...options.extraErrors, ...options.validate(values) };
    if (focusFirstInvalid(event.currentTarget, options.order, problems)) return;
    setServerError(null);
    setPending(true);
    try {
      await options.submit(values);
      options.onSaved(values);
    } catch (error) {
      setServerError(failureText(error, s.saveFailed));
    } finally {
      setPending(false);
    }
  };

  return { values, set, errors, pending, serverError, onSubmit };
}

export type EntityForm<V extends FormValues> = ReturnType<typeof useEntityForm<V>>;

/** Required text within a length, the common check of master data fields. */
export const textProblem = (
  value: string,
  label: string,
  max: number,
  required = true,
): string | undefined => {
  const text = value.trim();
  if (required && text === '') return s.required(label);
  if (text.length > max) return s.tooLong(label, max);
  return undefined;
};

/** The messages of a check, without the fields that passed. */
export const onlyProblems = <V extends FormValues>(
  checked: Partial<Record<keyof V & string, string | undefined>>,
): FieldErrors<V> =>
  Object.fromEntries(Object.entries(checked).filter(([, problem]) => problem)) as FieldErrors<V>;
