import { type ReactElement, type ReactNode, useEffect, useId } from 'react';
import { type FieldError, get, useController, useFormState } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';

import type { FieldKind } from './error-map';
import { useDescribeField } from './form-context';

/** What a bound control gets: the value, its change and blur, and the field's name. */
export interface ControlProps<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
}

export interface ControlFieldProps<T> {
  name: string;
  label: string;
  /** 'choice' when the value is picked rather than typed (`formStrings.choose` rather than `formStrings.required`). */
  kind?: FieldKind;
  required?: boolean;
  hint?: ReactNode;
  /** A message known apart from the form's rules, shown while the form has none of its own. */
  error?: string;
  className?: string;
  /**
   * The control, one element: FormField hands it the id, aria-invalid and aria-describedby, and
   * the element with that id takes the focus when the field is the first one refused.
   */
  render: (control: ControlProps<T>) => ReactElement;
}

/**
 * Any control bound to the form by name (a rich text editor, a file input): label, message and
 * hint as FormField shows them, for controls that are neither a text input nor a single choice.
 */
export function ControlField<T>({
  name,
  label,
  kind,
  required,
  hint,
  error,
  className,
  render,
}: ControlFieldProps<T>) {
  useDescribeField(name, { label, kind: kind ?? 'text' });
  const { field } = useController({ name });
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as FieldError | undefined)?.message || error;
  const id = useId();
  const { ref } = field;
  // The control may keep its own ref; the form focuses it through its id.
  useEffect(() => ref({ focus: () => document.getElementById(id)?.focus() }), [ref, id]);
  return (
    <FormField
      id={id}
      label={label}
      error={message}
      hint={hint}
      required={required}
      className={className}
    >
      {render({
        name,
        value: field.value as T,
        onChange: (value) => field.onChange(value),
        onBlur: field.onBlur,
      })}
    </FormField>
  );
}
