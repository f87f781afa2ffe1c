import type { DatasetTask } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';

import { taskStrings as s } from '../strings';
import { TaskProgress, TaskStatusBadge } from './task-status-badge';

/** The first two items, one per line, and a "n more" note; the whole list in the tooltip. */
function ShortList({
  items,
  empty,
  mono,
  small,
}: {
  items: readonly string[];
  empty?: string;
  mono?: boolean;
  small?: boolean;
}) {
  if (items.length === 0) return <span className="text-fg-subtle">{empty ?? '—'}</span>;
  return (
    <span
      title={items.join('\n')}
      className={cn('flex flex-col', mono && 'font-mono text-xs', small && 'text-xs')}
    >
      {items.slice(0, 2).map((item) => (
        <span key={item} className="whitespace-nowrap">
          {item}
        </span>
      ))}
      {items.length > 2 ? (
        <span className="font-sans text-xs text-fg-subtle">{s.moreItems(items.length)}</span>
      ) : null}
    </span>
  );
}

/** Date over time, so the column stays narrow. */
function DateTimeCell({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <span className="text-xs whitespace-nowrap tabular-nums">
      {date}
      {time ? (
        <>
          <br />
          {time}
        </>
      ) : null}
    </span>
  );
}

export const taskColumns: readonly DataColumn<DatasetTask>[] = [
  {
    id: 'name',
    header: s.name,
    hideable: false,
    sortable: true,
    className: 'min-w-32',
    cell: (task) => <span className="font-medium text-fg">{task.name}</span>,
  },
  { id: 'strategy', header: s.strategy, className: 'min-w-32', cell: (task) => task.strategyName },
  { id: 'vins', header: s.vins, cell: (task) => <ShortList items={task.vins} mono /> },
  {
    id: 'versions',
    header: s.versions,
    defaultHidden: true,
    cell: (task) => <ShortList items={task.versions.map((v) => v.name)} empty={s.anyVersion} />,
  },
  {
    id: 'portTypes',
    header: s.portTypes,
    cell: (task) => <ShortList items={task.portTypes} small />,
  },
  {
    id: 'startTime',
    header: s.timeRange,
    sortable: true,
    cell: (task) => (
      <span className="text-xs whitespace-nowrap tabular-nums">
        {formatDateTime(task.startTime)}
        <br />
        {formatDateTime(task.endTime)}
      </span>
    ),
  },
  {
    id: 'status',
    header: s.status,
    sortable: true,
    hideable: false,
    cell: (task) => (
      <div className="flex flex-col items-start gap-1">
        <TaskStatusBadge status={task.status} />
        {task.status === 0 || task.status === 2 ? null : (
          <TaskProgress value={task.progress} compact />
        )}
      </div>
    ),
  },
  {
    id: 'progress',
    header: s.progress,
    sortable: true,
    defaultHidden: true,
    cell: (task) => <TaskProgress value={task.progress} />,
  },
  {
    id: 'message',
    header: s.message,
    defaultHidden: true,
    cell: (task) => <span className="text-xs text-fg-muted">{task.message ?? '—'}</span>,
  },
  { id: 'createdBy', header: s.createdBy, defaultHidden: true, cell: (task) => task.createdBy },
  {
    id: 'createdAt',
    header: s.createdAt,
    sortable: true,
    cell: (task) => <DateTimeCell value={task.createdAt} />,
  },
  {
    id: 'updatedAt',
    header: s.updatedAt,
    sortable: true,
    defaultHidden: true,
    cell: (task) => <DateTimeCell value={task.updatedAt} />,
  },
];
