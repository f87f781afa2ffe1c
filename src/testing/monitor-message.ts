import type { MonitorWsMessage } from '@/api/generated/model';

/** A minimal monitor message of one device, stamped with a second of 2026-11-20 08:30. */
export const monitorMessage = (deviceId: number, second = 0): MonitorWsMessage => ({
  type: 'update',
  deviceId,
  timestamp: `2026-11-20T08:30:0${second}+08:00`,
  online: true,
  collecting: false,
  groups: [],
});
