import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { ChoiceOption } from './entity-fields';
import { masterStrings as s } from './strings';

const ALL = 'all';

/** A filter among options, "all" meaning none; a value from the URL not among them still shows. */
export function ChoiceFilter({
  label,
  value,
  options,
  onChange,
  className = 'w-36',
}: {
  label: string;
  value: number | undefined;
  options: readonly ChoiceOption[];
  onChange: (value: number | undefined) => void;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value === undefined ? ALL : String(value)}
      onValueChange={(next) => onChange(next === ALL ? undefined : Number(next))}
    >
      <SelectItem value={ALL}>{s.all}</SelectItem>
      {options.map((option) => (
        <SelectItem key={option.value} value={option.value}>
          {option.label}
        </SelectItem>
      ))}
      {value !== undefined && !options.some((option) => option.value === String(value)) ? (
        <SelectItem value={String(value)}>{String(value)}</SelectItem>
      ) : null}
    </SelectField>
  );
}

/** Options of a server enumeration (id → label). */
export const enumOptions = (labels: Readonly<Record<string, string>>): ChoiceOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
