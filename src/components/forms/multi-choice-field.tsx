import type { ReactNode } from 'react';
import { get, useController, useFormState, type FieldError } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { MultiSelect, type Option } from '@/components/ui/multi-select';
import { useDescribeField } from './form-context';

export interface MultiChoiceFieldProps<O extends string | number> {
  name: string;
  label: string;
  /** Undefined while the options load. */
  options: readonly Option<O>[] | undefined;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  loading?: boolean;
  failed?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Several choices bound to the form by name (the value is an array of option values): the
 * checklist of MultiSelect under its label, with the message of the form's rules.
 */
export function MultiChoiceField<O extends string | number>({
  name,
  label,
  options,
  required,
  placeholder,
  hint,
  loading,
  failed,
  disabled,
  className,
}: MultiChoiceFieldProps<O>) {
  useDescribeField(name, { label, kind: 'choice' });
  const { value, onChange, onBlur, ref } = useController({ name }).field;
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  return (
    <FormField label={label} error={message} hint={hint} required={required} className={className}>
      <MultiSelect<O>
        ref={ref}
        name={name}
        options={options}
        loading={loading}
        failed={failed}
        disabled={disabled}
        placeholder={placeholder}
        value={Array.isArray(value) ? (value as O[]) : []}
        onChange={onChange}
        onBlur={onBlur}
      />
    </FormField>
  );
}
