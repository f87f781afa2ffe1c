import type { Announcement, AnnouncementSortBy } from '@/api/generated/model';
import type { DataColumn, SortFields } from '@/components/data-table';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';
import { htmlToText } from '@/lib/sanitize-html';

import { announcementStrings as s } from '../strings';

const statusTone: Record<string, string> = {
  draft: 'bg-surface-hover text-fg-label',
  published: 'bg-success-soft text-success-strong',
  withdrawn: 'bg-warning-soft text-warning-strong',
};
const time = (value: string | null) => (value ? formatDateTime(value) : null);

/** Columns the server sorts the whole list by, with the field each one sorts by. */
export const announcementSortFields: SortFields<AnnouncementSortBy> = {
  title: 'title',
  level: 'level',
  status: 'status',
  publishedAt: 'publishedAt',
  updatedAt: 'updatedAt',
};

export const announcementColumns: readonly DataColumn<Announcement>[] = [
  {
    id: 'title',
    header: s.title,
    hideable: false,
    sortable: true,
    sortValue: (a) => a.title,
    cell: (a) => (
      <span className="flex flex-col">
        <span className="font-medium break-all text-fg">{a.title}</span>
        <span className="line-clamp-1 text-xs break-all text-fg-muted">
          {htmlToText(a.content)}
        </span>
      </span>
    ),
  },
  {
    id: 'level',
    header: s.level,
    sortable: true,
    sortValue: (a) => a.level,
    cell: (a) => s.levelLabels[a.level] ?? a.level,
  },
  {
    id: 'status',
    header: s.status,
    sortable: true,
    sortValue: (a) => a.status,
    cell: (a) => (
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', statusTone[a.status])}>
        {s.statusLabels[a.status] ?? a.status}
      </span>
    ),
  },
  {
    id: 'audience',
    header: s.audience,
    cell: (a) =>
      a.audience === 'all' ? s.audienceAll : s.audienceOf(a.userTags.map((t) => t.name)),
  },
  {
    id: 'window',
    header: s.window,
    cell: (a) => <span className="text-xs">{s.windowText(time(a.startAt), time(a.endAt))}</span>,
  },
  {
    id: 'publishedAt',
    header: s.publishedAt,
    sortable: true,
    sortValue: (a) => a.publishedAt ?? '',
    cell: (a) => (
      <span className="text-xs tabular-nums">{time(a.publishedAt) ?? s.notPublished}</span>
    ),
  },
  { id: 'createdBy', header: s.createdBy, defaultHidden: true, cell: (a) => a.createdBy },
  {
    id: 'updatedAt',
    header: s.updatedAt,
    defaultHidden: true,
    sortable: true,
    sortValue: (a) => a.updatedAt,
    cell: (a) => <span className="text-xs tabular-nums">{formatDateTime(a.updatedAt)}</span>,
  },
];
