import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { fields } from '@/strings/common';
import { parseMonth } from '../dates';

export interface MonthFieldProps {
  value: string;
  onChange: (month: string) => void;
}

/** A card's month (YYYY-MM); only a complete, real month is committed. */
export function MonthField({ value, onChange }: MonthFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-500">
        {fields.month}
      </label>
      <Input
        id={id}
        type="month"
        className="h-8 w-40"
        value={value}
        onChange={(event) => {
          const month = parseMonth(event.target.value);
          if (month && month !== value) onChange(month);
        }}
      />
    </div>
  );
}
