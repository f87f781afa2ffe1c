import type { ChoiceOption } from '@/components/forms/form-fields';

/** Options of a server enumeration (id → label), as the form selects take them. */
export const enumOptions = (labels: Readonly<Record<string, string>>): ChoiceOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Options with the numeric ids the list filters keep in the URL, for ChoiceFilter. */
export const filterOptions = (
  options: readonly ChoiceOption[],
): { value: number; label: string }[] =>
  options.map((option) => ({ value: Number(option.value), label: option.label }));

/** A chosen numeric id for the request; nothing chosen yet is missing, not 0. */
export const chosenNumber = (value: string): number | undefined =>
  value === '' ? undefined : Number(value);
