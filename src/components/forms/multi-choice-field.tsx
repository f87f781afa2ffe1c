import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { MultiSelect, type Option } from '@/components/ui/multi-select';

import { useDescribeField } from './form-context';
import { useFieldError } from './form-fields';

export interface MultiChoiceFieldProps<V extends string | number> {
  name: string;
  label: string;
  /** Undefined while they load. */
  options: readonly Option<V>[] | undefined;
  required?: boolean;
  hint?: ReactNode;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  loading?: boolean;
  /** The options could not be loaded. */
  failed?: boolean;
  disabled?: boolean;
  /** A message known apart from the form's rules, shown while the form has none of its own. */
  error?: string;
  className?: string;
}

/**
 * Several choices bound to the form as a list: the checklist of MultiSelect, labelled, described
 * by the message and focused when the list is what is wrong. Its messages are those of a choice.
 */
export function MultiChoiceField<V extends string | number>({
  name,
  label,
  options,
  required,
  hint,
  placeholder,
  loading,
  failed,
  disabled,
  error,
  className,
}: MultiChoiceFieldProps<V>) {
  useDescribeField(name, { label, kind: 'choice' });
  const { value, onChange, onBlur, ref } = useController({ name }).field;
  const message = useFieldError(name, error);
  return (
    <FormField label={label} error={message} hint={hint} required={required} className={className}>
      <MultiSelect<V>
        ref={ref}
        name={name}
        options={options}
        value={Array.isArray(value) ? (value as V[]) : []}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        loading={loading}
        failed={failed}
        disabled={disabled}
      />
    </FormField>
  );
}
