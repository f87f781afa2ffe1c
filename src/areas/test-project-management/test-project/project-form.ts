import type { TestProject } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';

import { testProjectStrings as s } from './strings';

/** The customer tag choice meaning none. */
export const NO_TAG = 'none';

/** The dialog's fields as typed (numbers stay text, choices are their option's value). */
export interface ProjectValues {
  name: string;
  code: string;
  status: string;
  fleetIds: number[];
  carIds: number[];
  startDate: string;
  endDate: string;
  plannedMileage: string;
  plannedHours: string;
  ownerId: number;
  userTagId: string;
  description: string;
}

export const emptyProjectValues = (ownerId: number): ProjectValues => ({
  name: '',
  code: '',
  status: '0',
  fleetIds: [],
  carIds: [],
  startDate: '',
  endDate: '',
  plannedMileage: '',
  plannedHours: '',
  ownerId,
  userTagId: NO_TAG,
  description: '',
});

export const valuesFromProject = (p: TestProject): ProjectValues => ({
  name: p.name,
  code: p.code,
  status: String(p.status),
  fleetIds: p.fleets.map((f) => f.id),
  carIds: p.cars.map((c) => c.id),
  startDate: p.startDate,
  endDate: p.endDate,
  plannedMileage: String(p.plannedMileage),
  plannedHours: String(p.plannedHours),
  ownerId: p.owner.id,
  userTagId: p.userTagId === null ? NO_TAG : String(p.userTagId),
  description: p.description ?? '',
});

/** Typed text as a number; none left out, text that is no number kept for the contract to refuse. */
const amount = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
};

/** The save body; no cars chosen means every car of the chosen fleets. */
export const toProjectBody = (
  values: ProjectValues,
  fleetCars: (fleetIds: readonly number[]) => number[],
) => ({
  name: values.name.trim(),
  code: values.code.trim(),
  status: Number(values.status),
  fleetIds: values.fleetIds,
  carIds: values.carIds.length > 0 ? values.carIds : fleetCars(values.fleetIds),
  startDate: values.startDate,
  endDate: values.endDate,
  plannedMileage: amount(values.plannedMileage),
  plannedHours: amount(values.plannedHours),
  ownerId: values.ownerId,
  ...(values.userTagId === NO_TAG ? {} : { userTagId: Number(values.userTagId) }),
  ...(values.description ? { description: values.description } : {}),
});

/** What the contract cannot say: at least one fleet, and an end not before the start. */
export const projectRules: FormRules<ProjectValues> = (values) => ({
  fleetIds: values.fleetIds.length === 0 && s.fleetRequired,
  endDate:
    values.startDate !== '' &&
    values.endDate !== '' &&
    values.endDate < values.startDate &&
    s.endBeforeStart,
});
