import { type ReactNode } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { useBoundField, useDescribeField } from './form-context';

// Apart from the choice fields: a form of text fields alone (the login) loads no Select. Bound
// through the form's FieldBinding, so such a form loads no React Hook Form either (`useTextForm`).

const textareaClass =
  'w-full rounded-md border border-border px-3 py-2 text-sm aria-invalid:border-danger focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-focus/30';

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
  const bound = useBoundField(name, onBlur);
  const message = bound.error || error;
  const { field } = bound;
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
