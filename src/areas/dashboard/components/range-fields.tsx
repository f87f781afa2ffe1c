import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fields, messages } from '@/strings/common';
import { parseUrlTime, toUrlTime, type TimeRange } from '../dates';
import { dashboardStrings as s } from '../strings';

export interface RangeFieldsProps {
  value: TimeRange;
  /** Called with a valid range (start before end) when the search button is pressed. */
  onChange: (range: TimeRange) => void;
}

/**
 * Start and end time of a card, committed together with the search button so that typing into one field does
 * not send a request per keystroke.
 */
export function RangeFields({ value, onChange }: RangeFieldsProps) {
  // Keyed by the committed range, so a new one (URL, reset) replaces whatever was typed.
  const key = `${toUrlTime(value.start)}|${toUrlTime(value.end)}`;
  return <RangeForm key={key} value={value} onChange={onChange} />;
}

function RangeForm({ value, onChange }: RangeFieldsProps) {
  const id = useId();
  const [start, setStart] = useState(() => toUrlTime(value.start));
  const [end, setEnd] = useState(() => toUrlTime(value.end));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = parseUrlTime(start);
    const to = parseUrlTime(end);
    if (!from || !to) return setProblem(messages.missingTime);
    if (to <= from) return setProblem(messages.startBeforeEnd);
    setProblem(null);
    onChange({ start: from, end: to });
  };

  const field = (
    which: 'start' | 'end',
    label: string,
    text: string,
    set: (next: string) => void,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${which}`} className="text-xs text-slate-500">
        {label}
      </label>
      <Input
        id={`${id}-${which}`}
        type="datetime-local"
        step={1}
        className="h-8 w-56"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      {field('start', fields.startTime, start, setStart)}
      {field('end', fields.endTime, end, setEnd)}
      <Button type="submit" size="sm">
        {s.apply}
      </Button>
      <p id={`${id}-problem`} role="alert" className="basis-full text-xs text-red-700 empty:hidden">
        {problem}
      </p>
    </form>
  );
}
