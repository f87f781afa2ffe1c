import type { MonitorConnection } from '@/api/monitor-socket';
import type { MonitorSnapshot } from '@/api/monitor-store';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';

import { monitoringStrings as s } from '../strings';

interface ConnectionStatusProps {
  connection: MonitorConnection;
  snapshot: MonitorSnapshot;
}

const LABEL = { connecting: s.connecting, open: s.connected, closed: s.disconnected } as const;
const TONE = {
  connecting: 'bg-warning-muted text-warning-strong',
  open: 'bg-success-muted text-success-strong',
  closed: 'bg-danger-muted text-danger-strong',
} as const;

/** The socket's state and the time of the last message, announced politely when it changes. */
export function ConnectionStatus({ connection, snapshot }: ConnectionStatusProps) {
  const last =
    snapshot.receivedAt === null
      ? s.noMessageYet
      : s.lastMessage(formatDateTime(snapshot.receivedAt));
  const retryIn =
    connection.status === 'closed' && connection.retryAt !== null
      ? formatDateTime(connection.retryAt)
      : undefined;
  return (
    <div className="flex flex-col gap-1">
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-fg-label">
        <span className={cn('rounded px-2 py-0.5 text-xs font-medium', TONE[connection.status])}>
          {LABEL[connection.status]}
        </span>
        <span>{last}</span>
        {retryIn !== undefined ? <span className="text-fg-muted">{s.retryAt(retryIn)}</span> : null}
      </p>
      {connection.status === 'closed' && connection.final ? (
        <p role="alert" className="text-sm text-danger-strong">
          {connection.final === 'forbidden' ? s.forbidden : s.notFound}
        </p>
      ) : null}
      {snapshot.stored && snapshot.receivedAt !== null ? (
        <p className="text-sm text-warning-strong">
          {s.storedState(formatDateTime(snapshot.receivedAt))}
        </p>
      ) : null}
    </div>
  );
}
