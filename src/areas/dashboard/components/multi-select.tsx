import { memo, useId } from 'react';

import type { IdName } from '@/api/generated/model';
import { Label } from '@/components/ui/label';
import { MultiSelect as Checklist } from '@/components/ui/multi-select';

export interface MultiSelectProps {
  /** Accessible name (the glossary's fleet or car). */
  label: string;
  options: readonly IdName[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** Shown when nothing is chosen (which means all). */
  allText: string;
}

/** A labelled checklist of fleets or cars; nothing chosen means all of them. */
export const MultiSelect = memo(function MultiSelect({
  label,
  options,
  value,
  onChange,
  allText,
}: MultiSelectProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label asChild>
        <span id={labelId}>{label}</span>
      </Label>
      <Checklist
        aria-labelledby={labelId}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
        value={value}
        onChange={onChange}
        placeholder={allText}
        className="w-40"
      />
    </div>
  );
});
