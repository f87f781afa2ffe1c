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

/** A monitor message of one device with one CAN port in `status` (0 idle, 1 running, 2 stopped). */
export const portMessage = (deviceId: number, status: 0 | 1 | 2 = 1): MonitorWsMessage => ({
  type: 'update',
  deviceId,
  timestamp: '2026-11-20T08:30:00+08:00',
  online: true,
  collecting: status === 1,
  groups: [
    {
      busType: 'CAN',
      all: 1,
      running: status === 1 ? 1 : 0,
      stop: status === 2 ? 1 : 0,
      idle: status === 0 ? 1 : 0,
      ports: [{ index: 1, name: 'CAN1', status, bytesPerSecond: 0 }],
    },
  ],
});
