import type {
  MonitorPortGroup,
  MonitorWsMessage,
  MonitorWsMessageType,
} from '../../api/generated/model';
import { db, type DeviceRecord } from '../db';
import { defaultPortGroups } from '../db/device-seed';

// Ports a tick has stopped (an enabled port without data); every other enabled port of an online
// device runs. Keyed "deviceId:busType:index".
const stopped = new Set<string>();
const keyOf = (deviceId: number, busType: string, index: number) =>
  `${deviceId}:${busType}:${index}`;

/** The device's ports as configured (the same source as 设备配置), with their live status. */
export const portGroupsOf = (device: DeviceRecord): MonitorPortGroup[] =>
  (db.portConfigs.get(device.id) ?? defaultPortGroups()).map(({ busType, ports }) => {
    const live = ports.map((port) => {
      const running =
        device.online && port.enabled && !stopped.has(keyOf(device.id, busType, port.index));
      const status = !port.enabled ? 0 : running ? 1 : 2;
      return {
        index: port.index,
        name: port.name,
        status,
        bytesPerSecond: status === 1 ? 40_000 + port.index * 1_250 : 0,
      } as const;
    });
    const count = (status: number) => live.filter((p) => p.status === status).length;
    return {
      busType,
      all: live.length,
      running: count(1),
      stop: count(2),
      idle: count(0),
      ports: live,
    };
  });

export const messageOf = (
  device: DeviceRecord,
  type: MonitorWsMessageType,
  at = new Date(),
): MonitorWsMessage => {
  const groups = portGroupsOf(device);
  return {
    type,
    deviceId: device.id,
    timestamp: at.toISOString(),
    online: device.online,
    collecting: groups.some((g) => g.running > 0),
    groups,
  };
};

/** Flips the `tick`-th enabled port of an online device between running and stopped. */
export const flipPort = (device: DeviceRecord, tick: number): boolean => {
  if (!device.online) return false;
  const enabled = (db.portConfigs.get(device.id) ?? defaultPortGroups()).flatMap(
    ({ busType, ports }) =>
      ports.filter((p) => p.enabled).map((p) => keyOf(device.id, busType, p.index)),
  );
  const key = enabled[tick % Math.max(1, enabled.length)];
  if (key === undefined) return false;
  if (!stopped.delete(key)) stopped.add(key);
  return true;
};
