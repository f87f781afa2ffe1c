import { memo } from 'react';

import { MonthPicker } from '@/components/ui/date-picker';
import { formatDateText, parseDateText } from '@/lib/date-text';
import { fields } from '@/strings/common';

export interface MonthFieldProps {
  value: string;
  onChange: (month: string) => void;
}

/** A card's month (YYYY-MM); only a complete, real month is committed, and it cannot be emptied. */
export const MonthField = memo(function MonthField({ value, onChange }: MonthFieldProps) {
  return (
    <MonthPicker
      label={fields.month}
      required
      value={parseDateText('month', value)}
      onValueChange={(month) => {
        const text = formatDateText('month', month);
        if (text && text !== value) onChange(text);
      }}
    />
  );
});
