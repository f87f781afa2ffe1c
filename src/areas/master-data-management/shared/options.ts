import type { ChoiceOption } from '@/components/forms/form-fields';

import { masterStrings as m } from './strings';
import type { MasterEnums } from './use-master-enums';

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

/** A server enumeration's values as ChoiceFilter options. */
export const enumFilter = (labels: Readonly<Record<string, string>>) =>
  filterOptions(enumOptions(labels));

/** The valid flag's filter, kept in the URL search as `valid`. */
export const validFilter = (enums: MasterEnums) => ({
  name: 'valid' as const,
  label: m.validFlag,
  options: enumFilter(enums.validFlags),
  className: 'w-28',
});

/** The valid models to choose from; a row's own model stays choosable when it is no longer valid. */
export const withOwnModel = (
  models: readonly ChoiceOption[],
  row: { vehicleModelId: number; vehicleModelName: string } | undefined,
): readonly ChoiceOption[] =>
  row && !models.some((o) => o.value === String(row.vehicleModelId))
    ? [...models, { value: String(row.vehicleModelId), label: row.vehicleModelName }]
    : models;
