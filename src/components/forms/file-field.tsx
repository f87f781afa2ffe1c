import { FileInput } from '@/components/ui/file-input';
import { formatBytes } from '@/lib/format';

import { ControlField } from './control-field';

export interface FileFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** The input's accept list (".bin,.hex"). */
  accept?: string;
  error?: string;
  className?: string;
}

/** A file bound to the form (File, or null for none), its size shown after its name. */
export function FileField({
  name,
  label,
  required,
  disabled,
  accept,
  error,
  className,
}: FileFieldProps) {
  return (
    <ControlField<File | null>
      name={name}
      label={label}
      kind="choice"
      required={required}
      error={error}
      className={className}
      render={(field) => (
        <FileInput
          name={field.name}
          accept={accept}
          disabled={disabled}
          detail={field.value ? formatBytes(field.value.size) : undefined}
          onFile={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
