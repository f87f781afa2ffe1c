import type { Account, AccountSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';

import { accountStrings as s } from '../strings';

const chips = (items: readonly { id: number; name: string }[]) =>
  items.length === 0 ? (
    <span className="text-fg-subtle">—</span>
  ) : (
    <span className="flex flex-wrap gap-1">
      {items.map((item) => (
        <span
          key={item.id}
          className="rounded bg-surface-hover px-1.5 py-0.5 text-xs text-fg-label"
        >
          {item.name}
        </span>
      ))}
    </span>
  );

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const accountSortFields: SortFields<AccountSortBy> = {
  username: 'username',
  realName: 'realName',
  status: 'status',
  lastLoginAt: 'lastLoginAt',
  createdAt: 'createdAt',
};

/** The list's columns; `selfId` marks the signed-in account. */
export const accountColumns = (selfId: number | undefined): readonly DataColumn<Account>[] => [
  {
    id: 'username',
    header: s.username,
    hideable: false,
    sortable: true,
    sortValue: (a) => a.username,
    cell: (a) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="font-mono text-xs break-all text-fg">{a.username}</span>
        {a.id === selfId ? (
          <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs text-info-strong">
            {s.you}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'realName',
    header: s.realName,
    sortable: true,
    sortValue: (a) => a.realName,
    cell: (a) => <span className="break-all">{a.realName}</span>,
  },
  { id: 'roles', header: s.roles, cell: (a) => chips(a.roles) },
  { id: 'userTags', header: s.userTags, cell: (a) => chips(a.userTags) },
  {
    id: 'status',
    header: s.status,
    sortable: true,
    sortValue: (a) => a.status,
    cell: (a) => (
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs font-medium',
          a.status === 'enabled'
            ? 'bg-success-soft text-success-strong'
            : 'bg-surface-hover text-fg-label',
        )}
      >
        {s.statusLabels[a.status] ?? a.status}
      </span>
    ),
  },
  {
    id: 'lastLoginAt',
    header: s.lastLoginAt,
    sortable: true,
    sortValue: (a) => a.lastLoginAt ?? '',
    cell: (a) => (
      <span className="text-xs whitespace-nowrap tabular-nums">
        {a.lastLoginAt ? formatDateTime(a.lastLoginAt) : s.neverLoggedIn}
      </span>
    ),
  },
  { id: 'phone', header: s.phone, defaultHidden: true, cell: (a) => a.phone ?? '—' },
  {
    id: 'email',
    header: s.email,
    defaultHidden: true,
    cell: (a) => <span className="break-all">{a.email ?? '—'}</span>,
  },
  {
    id: 'createdAt',
    header: s.createdAt,
    defaultHidden: true,
    sortable: true,
    sortValue: (a) => a.createdAt,
    cell: (a) => <span className="text-xs tabular-nums">{formatDateTime(a.createdAt)}</span>,
  },
];
