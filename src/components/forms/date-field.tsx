import { useId } from 'react';
import { useController } from 'react-hook-form';

import { DatePicker } from '@/components/ui/date-picker';
import { formatDateText, parseDateText } from '@/lib/date-text';

import { useDescribeField } from './form-context';
import { useFieldError } from './form-fields';

// A day is kept as the contract's yyyy-MM-dd text ('' for none).
const toDate = (text: string): Date | null => {
  const date = parseDateText('date', text);
  return date && formatDateText('date', date) === text ? date : null;
};

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * A day bound to the form as yyyy-MM-dd text ('' for none): the zh-CN date picker, its message
 * under it (asked for as a choice), focused when it is the first field refused.
 */
export function DateField({ name, label, required, className }: DateFieldProps) {
  useDescribeField(name, { label, kind: 'choice' });
  const { value, onChange, ref } = useController({ name }).field;
  const message = useFieldError(name, undefined);
  const errorId = useId();
  return (
    <div
      className={className}
      ref={(element) =>
        ref(element ? { focus: () => element.querySelector('input')?.focus() } : null)
      }
    >
      <div className="flex flex-col gap-1">
        <DatePicker
          kind="date"
          name={name}
          label={label}
          required={required}
          value={toDate(typeof value === 'string' ? value : '')}
          invalid={message !== undefined}
          describedBy={message ? errorId : undefined}
          onValueChange={(date) => onChange(date ? formatDateText('date', date) : '')}
        />
        {message ? (
          <p id={errorId} className="text-xs text-danger-text">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
