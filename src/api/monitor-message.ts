import type { MonitorWsMessage } from '@/api/generated/model';
import { getMonitorSnapshotResponse } from '@/api/generated/zod/monitoring/monitoring.zod';

// The snapshot call's data is the websocket message (the contract says so), so its generated
// schema checks every frame without a second, hand-written one.
const messageSchema = getMonitorSnapshotResponse.def.right.shape.data;

/** A frame's parsed JSON as a message, or undefined when it is not one (logged by the caller). */
export const parseMonitorMessage = (value: unknown): MonitorWsMessage | undefined => {
  const result = messageSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

/** The protocol the client speaks; the server echoes it. */
export const MONITOR_PROTOCOL = 'vdaq.monitor.v1';

/** The subprotocols of a monitor socket: the token travels here, never in the URL. */
export const monitorProtocols = (token: string): string[] => [MONITOR_PROTOCOL, `bearer.${token}`];

/** The socket's same-origin URL: every device, or one. */
export const monitorUrl = (location: Pick<Location, 'protocol' | 'host'>, deviceId?: number) => {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = deviceId === undefined ? '' : `?deviceId=${deviceId}`;
  return `${scheme}://${location.host}/ws/monitor${query}`;
};
