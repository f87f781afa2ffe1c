import { type ReactNode, useId } from 'react';

import { cn } from '@/lib/class-names';

import { Label } from './label';
import { Select, SelectContent, SelectTrigger, SelectValue } from './select';

interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** SelectItem elements. */
  children: ReactNode;
  error?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/**
 * A labelled single choice. FormField hands its id to its child, which for a Select would be the
 * (element-less) root; here the trigger itself is labelled and described by the message.
 */
export function SelectField({
  label,
  value,
  onValueChange,
  children,
  error,
  name,
  placeholder,
  disabled,
  required,
  className,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-field', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
      {error ? (
        <p id={errorId} className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
