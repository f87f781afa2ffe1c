import type { ComponentProps } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface PasswordInputFieldProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  describedBy?: string;
}

export function PasswordInputField({
  label,
  value,
  onValueChange,
  error,
  hint,
  describedBy,
  ...inputProps
}: PasswordInputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} describedBy={describedBy} required>
      <Input
        type="password"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
    </FormField>
  );
}
