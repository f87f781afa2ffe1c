import type { MonitorWsMessage } from '@/api/generated/model';
import { parseMonitorMessage } from '@/api/monitor-message';
import { getMonitorData, setMonitorData } from '@/lib/storage';

interface Stored {
  savedAt: number;
  messages: MonitorWsMessage[];
}

/** The last state kept under monitor_last_wsdata; anything unreadable is dropped, not shown. */
export const readStored = (deviceId?: number): Stored | undefined => {
  const value = getMonitorData();
  if (typeof value !== 'object' || value === null) return undefined;
  const { savedAt, messages } = value as Partial<Record<keyof Stored, unknown>>;
  if (typeof savedAt !== 'number' || !Array.isArray(messages)) return undefined;
  const valid = messages
    .map(parseMonitorMessage)
    .filter((m): m is MonitorWsMessage => m !== undefined)
    .filter((m) => deviceId === undefined || m.deviceId === deviceId);
  return valid.length > 0 ? { savedAt, messages: valid } : undefined;
};

/**
 * A writer of the shown state, merged with what the other screen kept for other devices. Storage
 * is read (and every kept message checked) once, on the first write; later writes reuse it.
 */
export const createStoredWriter = () => {
  let kept: Map<number, MonitorWsMessage> | undefined;
  return (devices: ReadonlyMap<number, MonitorWsMessage>, savedAt: number) => {
    kept ??= new Map((readStored()?.messages ?? []).map((m) => [m.deviceId, m]));
    for (const [id, message] of devices) kept.set(id, message);
    setMonitorData({ savedAt, messages: [...kept.values()] });
  };
};
