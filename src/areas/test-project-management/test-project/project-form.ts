import { saveTestProjectBodyLimits as limits } from '@/api/generated/limits';
import type { TestProject, TestProjectSaveRequest } from '@/api/generated/model';

import { testProjectStrings as s } from './strings';

/** The dialog's fields as typed (numbers stay text until saved). */
export interface ProjectForm {
  name: string;
  code: string;
  status: number;
  fleetIds: number[];
  carIds: number[];
  startDate: string;
  endDate: string;
  plannedMileage: string;
  plannedHours: string;
  ownerId: number;
  userTagId: number | null;
  description: string;
}

export const emptyProjectForm = (ownerId: number): ProjectForm => ({
  name: '',
  code: '',
  status: 0,
  fleetIds: [],
  carIds: [],
  startDate: '',
  endDate: '',
  plannedMileage: '',
  plannedHours: '',
  ownerId,
  userTagId: null,
  description: '',
});

export const formFromProject = (p: TestProject): ProjectForm => ({
  name: p.name,
  code: p.code,
  status: p.status,
  fleetIds: p.fleets.map((f) => f.id),
  carIds: p.cars.map((c) => c.id),
  startDate: p.startDate,
  endDate: p.endDate,
  plannedMileage: String(p.plannedMileage),
  plannedHours: String(p.plannedHours),
  ownerId: p.owner.id,
  userTagId: p.userTagId,
  description: p.description ?? '',
});

export type ProjectField =
  | 'name'
  | 'code'
  | 'fleetIds'
  | 'startDate'
  | 'endDate'
  | 'plannedMileage'
  | 'plannedHours'
  | 'description';
export const FIELD_ORDER: readonly ProjectField[] = [
  'name',
  'code',
  'fleetIds',
  'startDate',
  'endDate',
  'plannedMileage',
  'plannedHours',
  'description',
];
export type ProjectErrors = Partial<Record<ProjectField, string>>;

const amount = (text: string): number | undefined => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function validateProject(form: ProjectForm): ProjectErrors {
  const errors: ProjectErrors = {};
  if (!form.name.trim()) errors.name = s.nameRequired;
  else if (form.name.trim().length > limits.name.maxLength)
    errors.name = s.tooLong(limits.name.maxLength);
  if (!form.code.trim()) errors.code = s.codeRequired;
  else if (form.code.trim().length > limits.code.maxLength)
    errors.code = s.tooLong(limits.code.maxLength);
  if (form.fleetIds.length === 0) errors.fleetIds = s.fleetRequired;
  if (!form.startDate) errors.startDate = s.dateRequired;
  if (!form.endDate) errors.endDate = s.dateRequired;
  else if (form.startDate && form.endDate < form.startDate) errors.endDate = s.endBeforeStart;
  if (amount(form.plannedMileage) === undefined) errors.plannedMileage = s.numberRequired;
  if (amount(form.plannedHours) === undefined) errors.plannedHours = s.numberRequired;
  if (form.description.length > limits.description.maxLength)
    errors.description = s.tooLong(limits.description.maxLength);
  return errors;
}

/** The save body of a valid form; no cars chosen means every car of the chosen fleets. */
export const toSaveRequest = (
  form: ProjectForm,
  fleetCars: (fleetIds: readonly number[]) => number[],
): TestProjectSaveRequest => ({
  name: form.name.trim(),
  code: form.code.trim(),
  status: form.status,
  fleetIds: form.fleetIds,
  carIds: form.carIds.length > 0 ? form.carIds : fleetCars(form.fleetIds),
  startDate: form.startDate,
  endDate: form.endDate,
  plannedMileage: amount(form.plannedMileage) ?? 0,
  plannedHours: amount(form.plannedHours) ?? 0,
  ownerId: form.ownerId,
  ...(form.userTagId === null ? {} : { userTagId: form.userTagId }),
  ...(form.description ? { description: form.description } : {}),
});
