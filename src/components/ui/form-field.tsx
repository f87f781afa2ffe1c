import { Slot } from 'radix-ui';
import { type ReactNode, useId } from 'react';

import { cn } from '@/lib/class-names';

import { Label } from './label';

export interface FormFieldProps {
  label: ReactNode;
  /** Validation message; when set the control is marked aria-invalid and described by it. */
  error?: string | null | undefined;
  /** Help text shown under the control and announced with it. */
  hint?: ReactNode;
  /** Overrides the generated id given to the control. */
  id?: string;
  required?: boolean;
  /** Ids of other elements describing the control (e.g. a rules list elsewhere on screen). */
  describedBy?: string;
  className?: string;
  /** Exactly one control element: it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

export function FormField({
  label,
  error,
  hint,
  id,
  required,
  describedBy: extraDescribedBy,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-field', className)}>
      {/* No visual asterisk: it would become part of the label text that users and tests match. */}
      <Label htmlFor={controlId}>{label}</Label>
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {hint ? (
        <div id={hintId} className="text-xs text-fg-subtle">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
