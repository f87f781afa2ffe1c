import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';

import type { FieldDescription } from './error-map';

type Describe = (name: string, field: FieldDescription) => () => void;

/** How a field helper tells its form its label, for the messages that name it. */
export const DescribeContext = createContext<Describe | null>(null);

/** Gives the form the field's label and kind while the field is shown. */
export function useDescribeField(name: string, field: FieldDescription) {
  const describe = useContext(DescribeContext);
  const { label, kind } = field;
  useEffect(() => describe?.(name, { label, kind }), [describe, name, label, kind]);
}

/** What an input bound to its form by name carries: React Hook Form's `register` result. */
export interface RegisteredInput {
  name: string;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onChange: (event: { target: { value: string } }) => unknown;
  onBlur: (event: { target: unknown }) => unknown;
}

/**
 * How a text field is bound to its form, whatever holds the form's state: React Hook Form
 * (`useContractForm`) or the lighter store of a form of text fields alone (`useTextForm`).
 */
export interface FieldBinding {
  register: (name: string, onBlur?: () => void) => RegisteredInput;
  /** The form's message for the field now. */
  error: (name: string) => string | undefined;
  /** Calls `listener` when the form's messages may have changed. */
  subscribe: (name: string, listener: () => void) => () => void;
}

export const FieldBindingContext = createContext<FieldBinding | null>(null);

/** The input props of a field bound by name, and the form's message for it. */
export function useBoundField(
  name: string,
  onBlur?: () => void,
): { field: RegisteredInput; error: string | undefined } {
  const binding = useContext(FieldBindingContext);
  if (!binding) throw new Error(`field ${name} is outside a form of the kit`);
  const subscribe = useCallback(
    (listener: () => void) => binding.subscribe(name, listener),
    [binding, name],
  );
  const snapshot = () => binding.error(name);
  const error = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { field: binding.register(name, onBlur), error };
}
