import { useId } from 'react';
import { useController } from 'react-hook-form';

import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/class-names';

import { useFieldError } from './field-error';
import { useDescribeField } from './form-context';

export { useFieldError } from './field-error';
export { TextField, type TextFieldProps } from './text-field';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceFieldProps {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  className?: string;
  /**
   * Called when the user picks another option, before the form takes it: for what follows from
   * the choice (the fields that depend on it start again).
   */
  onValueChange?: (value: string) => void;
}

/**
 * A single choice bound to the form: a Radix Select whose trigger is labelled, described by the
 * message and focused when the choice is what is missing.
 */
export function ChoiceField({
  name,
  label,
  options,
  required,
  placeholder,
  disabled,
  error,
  className,
  onValueChange,
}: ChoiceFieldProps) {
  useDescribeField(name, { label, kind: 'choice' });
  const { value, onChange, onBlur, ref } = useController({ name }).field;
  const message = useFieldError(name, error);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={typeof value === 'string' ? value : ''}
        onValueChange={(next) => {
          onValueChange?.(next);
          onChange(next);
        }}
        disabled={disabled}
      >
        <SelectTrigger
          ref={ref}
          id={id}
          name={name}
          onBlur={onBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          aria-required={required || undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {message ? (
        <p id={errorId} className="text-xs text-danger-text">
          {message}
        </p>
      ) : null}
    </div>
  );
}
