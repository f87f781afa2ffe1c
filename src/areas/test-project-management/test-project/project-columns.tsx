import type { TestProject, TestProjectSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import type { CsvColumn } from '@/lib/list-export';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { ProgressCell } from './progress-cell';
import { testProjectStrings as s } from './strings';

const names = (list: readonly { name: string }[]) =>
  list.map((item) => item.name).join(s.separator);
const plates = (p: TestProject) => p.cars.map((car) => car.plate).join(s.separator);
const statusOf = (labels: EnumLabels, p: TestProject) => labels[p.status] ?? String(p.status);

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const testProjectSortFields: SortFields<TestProjectSortBy> = {
  name: 'name',
  status: 'status',
  period: 'startDate',
  mileage: 'actualMileage',
  hours: 'actualHours',
};

/** The list's columns; the sortable ones sort the whole list on the server. */
export const projectColumns = (labels: EnumLabels): readonly DataColumn<TestProject>[] => [
  {
    id: 'name',
    header: s.name,
    hideable: false,
    sortable: true,
    sortValue: (p) => p.name,
    className: 'min-w-44',
    cell: (p) => (
      <span className="flex flex-col">
        <span className="font-medium break-all text-fg">{p.name}</span>
        <span className="font-mono text-xs text-fg-subtle">{p.code}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: s.status,
    sortable: true,
    sortValue: (p) => p.status,
    cell: (p) => <span className="whitespace-nowrap">{statusOf(labels, p)}</span>,
  },
  {
    id: 'period',
    header: s.period,
    sortable: true,
    sortValue: (p) => p.startDate,
    cell: (p) => (
      <span className="text-xs whitespace-nowrap tabular-nums">
        {p.startDate} ~ {p.endDate}
      </span>
    ),
  },
  { id: 'fleets', header: s.fleets, cell: (p) => names(p.fleets) || s.none },
  {
    id: 'cars',
    header: s.cars,
    sortable: true,
    sortValue: (p) => p.cars.length,
    cell: (p) => <span title={plates(p)}>{s.carCount(p.cars.length)}</span>,
  },
  {
    id: 'testers',
    header: s.testers,
    cell: (p) => (
      <span className="text-xs break-all" title={names(p.testers)}>
        {names(p.testers) || s.none}
      </span>
    ),
  },
  {
    id: 'mileage',
    header: s.mileage,
    sortable: true,
    sortValue: (p) => (p.plannedMileage > 0 ? p.actualMileage / p.plannedMileage : 0),
    cell: (p) => (
      <ProgressCell
        what={s.mileage}
        actual={p.actualMileage}
        planned={p.plannedMileage}
        text={s.mileageOf}
      />
    ),
  },
  {
    id: 'hours',
    header: s.hours,
    sortable: true,
    sortValue: (p) => (p.plannedHours > 0 ? p.actualHours / p.plannedHours : 0),
    cell: (p) => (
      <ProgressCell
        what={s.hours}
        actual={p.actualHours}
        planned={p.plannedHours}
        text={s.hoursOf}
      />
    ),
  },
  { id: 'owner', header: s.owner, defaultHidden: true, cell: (p) => p.owner.name || s.none },
  { id: 'userTag', header: s.userTag, defaultHidden: true, cell: (p) => p.userTagName ?? s.none },
];

/** What export writes. */
export const projectCsvColumns = (labels: EnumLabels): readonly CsvColumn<TestProject>[] => [
  { header: s.code, value: (p) => p.code },
  { header: s.name, value: (p) => p.name },
  { header: s.status, value: (p) => statusOf(labels, p) },
  { header: s.startDate, value: (p) => p.startDate },
  { header: s.endDate, value: (p) => p.endDate },
  { header: s.fleets, value: (p) => names(p.fleets) },
  { header: s.cars, value: plates },
  { header: s.testers, value: (p) => names(p.testers) },
  { header: s.plannedMileage, value: (p) => p.plannedMileage },
  { header: s.actualMileage, value: (p) => p.actualMileage },
  { header: s.plannedHours, value: (p) => p.plannedHours },
  { header: s.actualHours, value: (p) => p.actualHours },
  { header: s.owner, value: (p) => p.owner.name },
  { header: s.userTag, value: (p) => p.userTagName ?? '' },
  { header: s.description, value: (p) => p.description ?? '' },
];
