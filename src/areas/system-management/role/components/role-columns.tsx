import type { Role, RoleSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';

import { roleStrings as s } from '../strings';

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const roleSortFields: SortFields<RoleSortBy> = {
  name: 'name',
  accountCount: 'accountCount',
  updatedAt: 'updatedAt',
};

export const roleColumns: readonly DataColumn<Role>[] = [
  {
    id: 'name',
    header: s.name,
    hideable: false,
    sortable: true,
    sortValue: (r) => r.name,
    cell: (r) => <span className="font-medium break-all text-fg">{r.name}</span>,
  },
  {
    id: 'description',
    header: s.description,
    cell: (r) => <span className="text-sm break-all text-fg-label">{r.description || '—'}</span>,
  },
  {
    id: 'authorities',
    header: s.authorities,
    sortable: true,
    sortValue: (r) => r.authorities.length,
    align: 'right',
    cell: (r) => <span className="tabular-nums">{s.authorityCount(r.authorities.length)}</span>,
  },
  {
    id: 'builtIn',
    header: s.builtIn,
    cell: (r) => (r.builtIn ? s.builtInYes : s.custom),
  },
  {
    id: 'accountCount',
    header: s.accountCount,
    sortable: true,
    sortValue: (r) => r.accountCount,
    align: 'right',
    cell: (r) => <span className="tabular-nums">{r.accountCount}</span>,
  },
  {
    id: 'updatedAt',
    header: s.updatedAt,
    sortable: true,
    sortValue: (r) => r.updatedAt,
    cell: (r) => <span className="text-xs tabular-nums">{formatDateTime(r.updatedAt)}</span>,
  },
];

/** Why a role cannot go, or null: the server refuses the same. */
export const deleteBlocker = (role: Role): string | null =>
  role.builtIn ? s.builtInReason : role.accountCount > 0 ? s.heldReason(role.accountCount) : null;
