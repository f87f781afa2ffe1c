import { SelectItem } from './select';
import { SelectField } from './select-field';

// Not a value any option could have.
const ALL = '__all__';

export interface ChoiceFilterProps<T extends string | number> {
  label: string;
  /** The first choice, meaning no filter ("all …"). */
  allLabel: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[] | undefined;
  onChange: (value: T | undefined) => void;
  className?: string;
}

/**
 * A list filter: a single choice among options, with "all" meaning no filter. A value from the
 * URL whose option has not arrived (or is gone) still shows, and stays until another is chosen.
 */
export function ChoiceFilter<T extends string | number>({
  label,
  allLabel,
  value,
  options,
  onChange,
  className = 'w-36',
}: ChoiceFilterProps<T>) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value === undefined ? ALL : String(value)}
      onValueChange={(next) =>
        onChange(
          next === ALL
            ? undefined
            : (options?.find((o) => String(o.value) === next)?.value ?? value),
        )
      }
    >
      <SelectItem value={ALL}>{allLabel}</SelectItem>
      {(options ?? []).map((option) => (
        <SelectItem key={option.value} value={String(option.value)}>
          {option.label}
        </SelectItem>
      ))}
      {value !== undefined && !options?.some((option) => option.value === value) ? (
        <SelectItem value={String(value)}>{String(value)}</SelectItem>
      ) : null}
    </SelectField>
  );
}
