import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { Option } from '@/components/ui/multi-select';

const ALL = '__all__';

interface ChoiceProps<V extends string | number> {
  label: string;
  allLabel: string;
  value: V | undefined;
  options: readonly Option<V>[] | undefined;
  onChange: (value: V | undefined) => void;
  className?: string;
}

/** A single choice with "all" meaning no filter; a value from the URL without its option still shows. */
export function Choice<V extends string | number>({
  label,
  allLabel,
  value,
  options,
  onChange,
  className = 'w-36',
}: ChoiceProps<V>) {
  const list = options ?? [];
  return (
    <SelectField
      label={label}
      className={className}
      value={value === undefined ? ALL : String(value)}
      onValueChange={(next) =>
        onChange(
          next === ALL ? undefined : (list.find((o) => String(o.value) === next)?.value ?? value),
        )
      }
    >
      <SelectItem value={ALL}>{allLabel}</SelectItem>
      {list.map((option) => (
        <SelectItem key={option.value} value={String(option.value)}>
          {option.label}
        </SelectItem>
      ))}
      {value !== undefined && !list.some((option) => option.value === value) ? (
        <SelectItem value={String(value)}>{String(value)}</SelectItem>
      ) : null}
    </SelectField>
  );
}
