import { type FormEvent, memo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DateRangePicker } from '@/components/ui/date-picker';
import { rangeProblem } from '@/lib/date-text';
import { fields } from '@/strings/common';

import { type TimeRange, toUrlTime } from '../dates';
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
export const RangeFields = memo(function RangeFields({ value, onChange }: RangeFieldsProps) {
  // Keyed by the committed range, so a new one (URL, reset) replaces whatever was typed.
  const key = `${toUrlTime(value.start)}|${toUrlTime(value.end)}`;
  return <RangeForm key={key} value={value} onChange={onChange} />;
});

function RangeForm({ value, onChange }: RangeFieldsProps) {
  const [range, setRange] = useState<{ start: Date | null; end: Date | null }>(() => ({
    start: value.start,
    end: value.end,
  }));
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rangeProblem(range.start, range.end) || !range.start || !range.end) return;
    onChange({ start: range.start, end: range.end });
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <DateRangePicker
        startLabel={fields.startTime}
        endLabel={fields.endTime}
        value={range}
        showProblem={submitted || undefined}
        onValueChange={(next) => setRange(next)}
      />
      <Button type="submit">{s.apply}</Button>
    </form>
  );
}
