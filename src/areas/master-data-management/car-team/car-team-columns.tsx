import type { CarTeam, CarTeamSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { CsvColumn } from '@/lib/list-export';

import { carTeamStrings as s } from './strings';

const muted = (text: string) => <span className="text-fg-subtle">{text}</span>;

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const carTeamSortFields: SortFields<CarTeamSortBy> = {
  name: 'name',
  userTag: 'userTagName',
  leader: 'leaderName',
  cars: 'carCount',
  members: 'memberCount',
  projects: 'projectCount',
  updatedAt: 'updatedAt',
  createdAt: 'createdAt',
};

/** The list's columns; the sortable ones sort the whole list on the server. */
export const carTeamColumns: readonly DataColumn<CarTeam>[] = [
  {
    id: 'name',
    header: s.name,
    hideable: false,
    sortable: true,
    sortValue: (t) => t.name,
    className: 'min-w-40',
    cell: (t) => <span className="font-medium break-all text-fg">{t.name}</span>,
  },
  {
    id: 'userTag',
    header: s.userTag,
    sortable: true,
    sortValue: (t) => t.userTagName ?? undefined,
    cell: (t) => t.userTagName ?? muted(s.noTag),
  },
  {
    id: 'leader',
    header: s.leader,
    sortable: true,
    sortValue: (t) => t.leaderName ?? undefined,
    cell: (t) => t.leaderName ?? muted(s.noLeader),
  },
  {
    id: 'cars',
    header: s.cars,
    align: 'right',
    sortable: true,
    sortValue: (t) => t.carCount,
    cell: (t) => <span className="tabular-nums">{t.carCount}</span>,
  },
  {
    id: 'members',
    header: s.members,
    align: 'right',
    sortable: true,
    sortValue: (t) => t.memberCount,
    cell: (t) => <span className="tabular-nums">{t.memberCount}</span>,
  },
  {
    id: 'projects',
    header: s.projects,
    align: 'right',
    sortable: true,
    sortValue: (t) => t.projectCount,
    cell: (t) => <span className="tabular-nums">{t.projectCount}</span>,
  },
  {
    id: 'remark',
    header: s.remark,
    cell: (t) => <span className="text-xs break-all">{t.remark || '—'}</span>,
  },
  {
    id: 'updatedAt',
    header: s.updatedAt,
    sortable: true,
    sortValue: (t) => t.updatedAt,
    defaultHidden: true,
    cell: (t) => <span className="text-xs tabular-nums">{formatDateTime(t.updatedAt)}</span>,
  },
  {
    id: 'createdAt',
    header: s.createdAt,
    sortable: true,
    sortValue: (t) => t.createdAt,
    defaultHidden: true,
    cell: (t) => <span className="text-xs tabular-nums">{formatDateTime(t.createdAt)}</span>,
  },
];

/** What export writes: every column, dates as the screen shows them. */
export const carTeamCsvColumns: readonly CsvColumn<CarTeam>[] = [
  { header: s.name, value: (t) => t.name },
  { header: s.userTag, value: (t) => t.userTagName ?? '' },
  { header: s.leader, value: (t) => t.leaderName ?? '' },
  { header: s.cars, value: (t) => t.carCount },
  { header: s.members, value: (t) => t.memberCount },
  { header: s.projects, value: (t) => t.projectCount },
  { header: s.remark, value: (t) => t.remark },
  { header: s.createdAt, value: (t) => formatDateTime(t.createdAt) },
  { header: s.updatedAt, value: (t) => formatDateTime(t.updatedAt) },
];
