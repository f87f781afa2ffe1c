import { Link } from '@tanstack/react-router';

import { isApiError } from '@/api/errors';
import { useGetMonitorDevicePorts } from '@/api/generated/endpoints/monitoring/monitoring';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTabRecordName } from '@/components/workspace/tabs/record-name';

import { ConnectionStatus } from '../components/connection-status';
import { PortGroup } from '../components/port-group';
import { useMonitorFeed } from '../hooks/use-monitor-feed';
import { useNow } from '../hooks/use-now';
import { SILENT_AFTER_MS } from '../silence';
import { monitoringStrings as s } from '../strings';

/** One device's ports by bus type, live: the socket's last message wins over the first read. */
export function DeviceMonitor({ deviceId }: { deviceId: number }) {
  const { snapshot, connection } = useMonitorFeed(deviceId);
  const query = useGetMonitorDevicePorts({ deviceId });
  const now = useNow();
  const live = snapshot.devices.get(deviceId);
  const info = query.data?.data;
  useTabRecordName(info?.serialNo);
  const groups = live?.groups ?? info?.groups;
  // Client time of the last message, so a server clock off by minutes marks nothing.
  const silent = snapshot.receivedAt !== null && now - snapshot.receivedAt > SILENT_AFTER_MS;
  const online = live?.online ?? info?.online;
  // A device the server does not know: the connection says so, and asking again cannot help.
  const gone = connection.status === 'closed' && connection.final === 'not-found';
  // Live ports may stand in for the first read, but not for the device's serial and name.
  const failed = query.isError && !gone ? (groups ? s.infoFailed : s.portsFailed) : null;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold text-fg">
            {info ? `${info.serialNo} · ${info.name}` : null}
          </h2>
          {online !== undefined ? (
            <p className="text-sm text-fg-label">{online ? s.online : s.offline}</p>
          ) : null}
        </div>
        <Link
          to="/monitoring/single-device-monitoring"
          className="text-sm text-primary-text underline"
        >
          {s.changeDevice}
        </Link>
      </header>
      <ConnectionStatus connection={connection} snapshot={snapshot} />
      {query.isPending && !groups ? <Spinner label={s.loading} /> : null}
      {failed ? (
        <Alert>
          {isApiError(query.error) ? s.failedBecause(failed, query.error.message) : failed}
          <Button
            size="sm"
            className="ml-3"
            pending={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {s.retry}
          </Button>
        </Alert>
      ) : null}
      {groups && groups.length === 0 ? <EmptyState title={s.portsEmpty} /> : null}
      {groups?.map((group) => (
        <PortGroup key={group.busType} group={group} silent={silent} />
      ))}
    </div>
  );
}
