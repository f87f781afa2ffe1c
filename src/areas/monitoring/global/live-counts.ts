import type { MonitorPortCounts, MonitorSummary, MonitorWsMessage } from '@/api/generated/model';
import { BUS_ORDER } from '@/lib/bus-ports';

export type Counts = Pick<
  MonitorSummary,
  'deviceTotal' | 'online' | 'offline' | 'collecting' | 'portCounts'
>;

/**
 * The counts from the live state of every device once the socket has sent them all; until then
 * (or when it holds fewer devices than the server counts) the summary call's figures.
 */
export const liveCounts = (
  devices: ReadonlyMap<number, MonitorWsMessage>,
  summary: MonitorSummary | undefined,
): Counts | undefined => {
  if (devices.size === 0 || (summary && devices.size < summary.deviceTotal)) return summary;
  const ports = new Map<string, MonitorPortCounts>(
    BUS_ORDER.map((busType) => [busType, { busType, all: 0, running: 0, stop: 0, idle: 0 }]),
  );
  let online = 0;
  let collecting = 0;
  for (const message of devices.values()) {
    if (!message.online) continue;
    online += 1;
    if (message.collecting) collecting += 1;
    for (const group of message.groups) {
      const sum = ports.get(group.busType);
      if (!sum) continue;
      sum.all += group.all;
      sum.running += group.running;
      sum.stop += group.stop;
      sum.idle += group.idle;
    }
  }
  return {
    deviceTotal: devices.size,
    online,
    offline: devices.size - online,
    collecting,
    portCounts: [...ports.values()],
  };
};
