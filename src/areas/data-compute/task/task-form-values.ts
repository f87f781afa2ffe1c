import { endOfDay, format, isValid, parseISO, startOfDay } from 'date-fns';
import { addDatasetTaskBodyLimits as limits } from '@/api/generated/limits';
import type { DatasetTask, DatasetTaskSaveRequest } from '@/api/generated/model';
import { taskStrings as s } from './strings';

/** What the task form edits; times as the datetime-local inputs hold them (local, seconds). */
export interface TaskFormValues {
  name: string;
  strategyId: number | null;
  vins: string[];
  versions: number[];
  portTypes: string[];
  startTime: string;
  endTime: string;
}

export type TaskFormField = keyof TaskFormValues;
export type TaskFormErrors = Partial<Record<TaskFormField, string>>;

/** Form order, for focusing the first field with a problem. */
export const taskFormOrder: readonly TaskFormField[] = [
  'name',
  'strategyId',
  'vins',
  'versions',
  'portTypes',
  'startTime',
  'endTime',
];

const LOCAL = "yyyy-MM-dd'T'HH:mm:ss";

const readLocal = (value: string): Date | null => {
  if (value.trim() === '') return null;
  // The input gives seconds only when they are not :00; parseISO reads both forms as local time.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

const toLocal = (iso: string): string => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, LOCAL) : '';
};

/** A new task covers the current day, 00:00:00 to 23:59:59. */
export const blankTask = (now: Date = new Date()): TaskFormValues => ({
  name: '',
  strategyId: null,
  vins: [],
  versions: [],
  portTypes: [],
  startTime: format(startOfDay(now), LOCAL),
  endTime: format(endOfDay(now), LOCAL),
});

export const valuesOf = (task: DatasetTask): TaskFormValues => ({
  name: task.name,
  strategyId: task.strategyId,
  vins: [...task.vins],
  versions: task.versions.map((version) => version.id),
  portTypes: [...task.portTypes],
  startTime: toLocal(task.startTime),
  endTime: toLocal(task.endTime),
});

/** Problems per field; empty when the task can be saved. */
export function validateTask(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = s.nameRequired;
  else if (name.length > limits.name.maxLength) errors.name = s.nameTooLong(limits.name.maxLength);
  if (values.strategyId === null) errors.strategyId = s.strategyRequired;
  if (values.vins.length === 0) errors.vins = s.vinsRequired;
  if (values.portTypes.length === 0) errors.portTypes = s.portTypesRequired;
  const start = readLocal(values.startTime);
  const end = readLocal(values.endTime);
  if (!start || !end) {
    if (!start) errors.startTime = s.missingTime;
    if (!end) errors.endTime = s.missingTime;
  } else if (start.getTime() >= end.getTime()) {
    errors.endTime = s.startBeforeEnd;
  }
  return errors;
}

/** The add/update body of valid values (times with their UTC offset). */
export function toSaveBody(values: TaskFormValues): DatasetTaskSaveRequest {
  const iso = (value: string) =>
    format(readLocal(value) ?? new Date(NaN), "yyyy-MM-dd'T'HH:mm:ssXXX");
  return {
    name: values.name.trim(),
    strategyId: values.strategyId ?? 0,
    vins: values.vins,
    versions: values.versions,
    portTypes: values.portTypes,
    startTime: iso(values.startTime),
    endTime: iso(values.endTime),
  };
}

export const sameValues = (a: TaskFormValues, b: TaskFormValues): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
