import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { MonitorDeviceStatus, MonitorWsMessage } from '@/api/generated/model';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { monitoringStrings as s } from '../strings';

interface DeviceTileProps {
  device: MonitorDeviceStatus;
  /** The device's last live message; the same object until it changes, so memo skips the rest. */
  live: MonitorWsMessage | undefined;
}

const countPorts = (live: MonitorWsMessage, key: 'running' | 'stop') =>
  live.groups.reduce((sum, group) => sum + group[key], 0);

/** One device at a glance; opens its single-device monitoring. */
export const DeviceTile = memo(function DeviceTile({ device, live }: DeviceTileProps) {
  const online = live?.online ?? device.online;
  const collecting = live?.collecting ?? device.collecting;
  const running = live ? countPorts(live, 'running') : device.runningPorts;
  const stop = live ? countPorts(live, 'stop') : device.stopPorts;
  const state = !online ? s.offline : collecting ? s.collecting : s.online;
  return (
    // A fixed height and strict containment make every tile its own layout and paint boundary, so
    // a change inside one does not lay out the grid again; tiles out of view are not rendered.
    <li className="h-[calc(7rem+2px)] [contain:strict] [content-visibility:auto]">
      <Link
        to="/monitoring/single-device-monitoring/$id"
        params={{ id: device.deviceId }}
        aria-label={s.openDevice(device.serialNo)}
        className={cn(
          'flex h-full flex-col gap-1 rounded-md border bg-white p-2 text-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600',
          !online
            ? 'border-dashed border-slate-400'
            : collecting
              ? 'border-emerald-400'
              : 'border-amber-300',
        )}
      >
        <span className="flex justify-between gap-2">
          <span className="truncate font-mono text-slate-900">{device.serialNo}</span>
          <span
            className={cn('shrink-0 font-medium', online ? 'text-emerald-800' : 'text-slate-600')}
          >
            {state}
          </span>
        </span>
        <span className="truncate text-slate-700">{device.plate ?? s.notInCar}</span>
        <span className="truncate text-slate-600">{device.fleetName ?? s.noFleet}</span>
        <span className="text-slate-800" data-testid="tile-ports">
          {s.portsLine(running, stop)}
        </span>
        <span className="text-slate-600">
          {formatDateTime(live?.timestamp ?? device.lastDataAt)}
        </span>
      </Link>
    </li>
  );
});
