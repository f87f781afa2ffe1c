import { endOfDay, format, isValid, parseISO, startOfDay } from 'date-fns';

import type { DatasetTask, DatasetTaskSaveRequest } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';

import { taskStrings as s } from './strings';

/** What the task form edits; the strategy as its option value, times local with seconds. */
export interface TaskFormValues {
  name: string;
  strategyId: string;
  vins: string[];
  versions: number[];
  portTypes: string[];
  startTime: string;
  endTime: string;
}

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
  strategyId: '',
  vins: [],
  versions: [],
  portTypes: [],
  startTime: format(startOfDay(now), LOCAL),
  endTime: format(endOfDay(now), LOCAL),
});

export const valuesOf = (task: DatasetTask): TaskFormValues => ({
  name: task.name,
  strategyId: String(task.strategyId),
  vins: [...task.vins],
  versions: task.versions.map((version) => version.id),
  portTypes: [...task.portTypes],
  startTime: toLocal(task.startTime),
  endTime: toLocal(task.endTime),
});

/** What the contract cannot say: the start comes before the end. */
export const taskRules: FormRules<TaskFormValues> = (values) => {
  const start = readLocal(values.startTime);
  const end = readLocal(values.endTime);
  return { endTime: start && end && start.getTime() >= end.getTime() && s.startBeforeEnd };
};

/** The add/update body (times with their UTC offset; an unreadable time is sent as none). */
export function toSaveBody(values: TaskFormValues): DatasetTaskSaveRequest {
  const iso = (value: string) => {
    const date = readLocal(value);
    return date ? format(date, "yyyy-MM-dd'T'HH:mm:ssXXX") : '';
  };
  return {
    name: values.name.trim(),
    strategyId: Number(values.strategyId),
    vins: values.vins,
    versions: values.versions,
    portTypes: values.portTypes,
    startTime: iso(values.startTime),
    endTime: iso(values.endTime),
  };
}
