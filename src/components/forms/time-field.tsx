import { useId } from 'react';

import { DatePicker } from '@/components/ui/date-picker';
import { formatDateText, parseDateText } from '@/lib/date-text';

// Forms keep times as local yyyy-MM-ddTHH:mm:ss text ('' for none), as their drafts store them.
const DRAFT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const toDate = (text: string): Date | null =>
  DRAFT.test(text) ? parseDateText('datetime', text) : null;
const toDraft = (date: Date): string => formatDateText('datetime', date).replace(' ', 'T');

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
        onValueChange={(date) => onChange(date ? toDraft(date) : '')}
      />
      {error ? (
        <p id={errorId} className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
