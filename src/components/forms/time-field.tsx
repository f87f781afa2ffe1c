import { format, isValid, parse } from 'date-fns';
import { useId } from 'react';

import { DatePicker } from '@/components/ui/date-picker';

// Forms keep times as local yyyy-MM-ddTHH:mm:ss text ('' for none), as their drafts store them.
const DRAFT = "yyyy-MM-dd'T'HH:mm:ss";
const toDate = (text: string): Date | null => {
  if (text === '') return null;
  const date = parse(text, DRAFT, new Date());
  return isValid(date) ? date : null;
};

interface TimeFieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  timeOfDay?: 'start' | 'end';
  required?: boolean;
  onChange: (value: string) => void;
}

/** A form's date-time: the zh-CN picker over local text, its message under it. */
export function TimeField({
  name,
  label,
  value,
  error,
  timeOfDay,
  required,
  onChange,
}: TimeFieldProps) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <DatePicker
        name={name}
        label={label}
        kind="datetime"
        required={required}
        timeOfDay={timeOfDay ?? 'start'}
        value={toDate(value)}
        invalid={error !== undefined}
        describedBy={error ? errorId : undefined}
        onValueChange={(date) => onChange(date ? format(date, DRAFT) : '')}
      />
      {error ? (
        <p id={errorId} className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
