import { type ReactNode } from 'react';
import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { useDescribeField } from './form-context';

// Apart from the choice fields: a form of text fields alone (the login) loads no Select.

const textareaClass =
  'w-full rounded-md border border-border px-3 py-2 text-sm aria-invalid:border-danger focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-focus/30';

/** The message the form holds for a field, else one the caller knows (a VIN already taken). */
export function useFieldError(name: string, extra: string | undefined): string | undefined {
  const { errors } = useFormState({ name });
  const own = (get(errors, name) as FieldError | undefined)?.message;
  return own || extra;
}

export interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** A message known apart from the form's rules, shown while the form has none of its own. */
  error?: string;
  /** The input's own cap, from src/api/generated/limits.ts; a longer text is cut there. */
  maxLength?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  autoFocus?: boolean;
  placeholder?: string;
  className?: string;
  onBlur?: () => void;
  /** 'password' hides what is typed. */
  type?: 'text' | 'password';
  /** The browser's fill hint ('username', 'current-password', 'new-password'); off by default. */
  autoComplete?: string;
  /** Ids of other elements describing the input (a list of rules beside the form). */
  describedBy?: string;
  /** A code copied character by character (a captcha): no spelling check, no capitals added. */
  verbatim?: boolean;
}

/** A text field bound to the form by name: label, message and hint as FormField shows them. */
export function TextField({
  name,
  label,
  required,
  hint,
  error,
  maxLength,
  rows,
  autoFocus,
  placeholder,
  className,
  onBlur,
  type,
  autoComplete,
  describedBy,
  verbatim,
}: TextFieldProps) {
  useDescribeField(name, { label, kind: 'text' });
  const { register } = useFormContext();
  const message = useFieldError(name, error);
  const field = register(name, onBlur ? { onBlur } : undefined);
  return (
    <FormField
      label={label}
      error={message}
      hint={hint}
      required={required}
      describedBy={describedBy}
      className={className}
    >
      {rows ? (
        <textarea
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          className={textareaClass}
          {...field}
        />
      ) : (
        <Input
          type={type}
          autoComplete={autoComplete ?? 'off'}
          autoCapitalize={verbatim ? 'off' : undefined}
          spellCheck={verbatim ? false : undefined}
          autoFocus={autoFocus}
          maxLength={maxLength}
          placeholder={placeholder}
          {...field}
        />
      )}
    </FormField>
  );
}
