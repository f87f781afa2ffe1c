import { get, useController, useFormState, type FieldError } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { MultiSelect, type Option } from '@/components/ui/multi-select';
import { useDescribeField } from './form-context';

export interface MultiChoiceFieldProps<V extends string | number> {
  name: string;
  label: string;
  /** Undefined while they load. */
  options: readonly Option<V>[] | undefined;
  loading?: boolean;
  /** The options could not be loaded. */
  failed?: boolean;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  className?: string;
}

/**
 * Several choices bound to the form as an array: a checklist behind a button, which is labelled,
 * described by the message and focused when the choice is what is refused.
 */
export function MultiChoiceField<V extends string | number>({
  name,
  label,
  options,
  loading,
  failed,
  required,
  placeholder,
  disabled,
  error,
  className,
}: MultiChoiceFieldProps<V>) {
  useDescribeField(name, { label, kind: 'choice' });
  const { value, onChange, onBlur, ref } = useController({ name }).field;
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as FieldError | undefined)?.message || error;
  return (
    <FormField label={label} error={message} required={required} className={className}>
      <MultiSelect<V>
        ref={ref}
        name={name}
        options={options}
        loading={loading}
        failed={failed}
        disabled={disabled}
        placeholder={placeholder}
        value={Array.isArray(value) ? (value as V[]) : []}
        onChange={onChange}
        onBlur={onBlur}
      />
    </FormField>
  );
}
