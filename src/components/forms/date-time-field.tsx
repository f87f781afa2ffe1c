import { useController } from 'react-hook-form';

import { useDescribeField } from './form-context';
import { useFieldError } from './form-fields';
import { TimeField } from './time-field';

export interface DateTimeFieldProps {
  name: string;
  label: string;
  /** The time a picked day gets: its start (00:00:00) or its end (23:59:59). */
  timeOfDay?: 'start' | 'end';
  required?: boolean;
  className?: string;
}

/**
 * A date-time bound to the form as local yyyy-MM-ddTHH:mm:ss text ('' for none), the form's
 * `toBody` turning it into the contract's time: the zh-CN picker of TimeField, focused when wrong.
 */
export function DateTimeField({ name, label, timeOfDay, required, className }: DateTimeFieldProps) {
  useDescribeField(name, { label, kind: 'text' });
  const { value, onChange, ref } = useController({ name }).field;
  const message = useFieldError(name, undefined);
  return (
    <div
      className={className}
      ref={(element) =>
        ref(element ? { focus: () => element.querySelector('input')?.focus() } : null)
      }
    >
      <TimeField
        name={name}
        label={label}
        value={typeof value === 'string' ? value : ''}
        error={message}
        timeOfDay={timeOfDay}
        required={required}
        onChange={onChange}
      />
    </div>
  );
}
