import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { configStrings as s } from '../strings';

interface PersonalizationFieldProps {
  value: number;
  labels: EnumLabels;
  onChange: (value: number) => void;
}

/** The device's personalization (device_personalization), saved with the ports. */
export function PersonalizationField({ value, labels, onChange }: PersonalizationFieldProps) {
  return (
    <SelectField
      label={s.personalization}
      className="w-56"
      value={String(value)}
      onValueChange={(next) => onChange(Number(next))}
    >
      {Object.entries(labels).map(([id, label]) => (
        <SelectItem key={id} value={id}>
          {label}
        </SelectItem>
      ))}
      {labels[value] === undefined ? (
        <SelectItem value={String(value)}>{s.enumValue(value)}</SelectItem>
      ) : null}
    </SelectField>
  );
}
