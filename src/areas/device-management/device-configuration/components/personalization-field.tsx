import { useController } from 'react-hook-form';

import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { EnumLabels } from '@/lib/use-enum-labels';

import type { ConfigForm } from '../port-model';
import { configStrings as s } from '../strings';

interface PersonalizationFieldProps {
  labels: EnumLabels;
}

/** The device's personalization (device_personalization), saved with the ports. */
export function PersonalizationField({ labels }: PersonalizationFieldProps) {
  const { value, onChange } = useController<ConfigForm, 'personalization'>({
    name: 'personalization',
  }).field;
  return (
    <SelectField
      label={s.personalization}
      className="w-56"
      name="personalization"
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
