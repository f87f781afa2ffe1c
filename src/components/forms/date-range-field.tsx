import { useController, useFormState } from 'react-hook-form';

import { DateRangePicker } from '@/components/ui/date-picker';

import { useDescribeField } from './form-context';

export interface DateRangeFieldProps {
  /** The fields holding the start and the end (Date, or null for none). */
  startName: string;
  endName: string;
  startLabel: string;
  endLabel: string;
  kind?: 'date' | 'datetime';
  disabled?: boolean;
}

/**
 * A start and an end bound to the form, with the picker's presets. The picker says itself what is
 * wrong with the range, from the first submit on; a form refusing it adds the rule to `rules`.
 * Where the fields carry the body's names, the contract's issues with the times are theirs too
 * (the picker shows the range's problem rather than a message on top of the form).
 */
export function DateRangeField({
  startName,
  endName,
  startLabel,
  endLabel,
  kind,
  disabled,
}: DateRangeFieldProps) {
  useDescribeField(startName, { label: startLabel, kind: 'text' });
  useDescribeField(endName, { label: endLabel, kind: 'text' });
  const start = useController({ name: startName }).field;
  const end = useController({ name: endName }).field;
  const { isSubmitted } = useFormState();
  const date = (value: unknown) => (value instanceof Date ? value : null);
  return (
    <DateRangePicker
      startLabel={startLabel}
      endLabel={endLabel}
      kind={kind}
      disabled={disabled}
      value={{ start: date(start.value), end: date(end.value) }}
      showProblem={isSubmitted ? true : undefined}
      onValueChange={(range) => {
        start.onChange(range.start);
        end.onChange(range.end);
      }}
    />
  );
}
