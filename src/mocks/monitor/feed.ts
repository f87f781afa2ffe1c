import type { MonitorWsMessage } from '../../api/generated/model';
import { db } from '../db';
import { flipPort, messageOf } from './live-state';

export const MONITOR_PROTOCOL = 'vdaq.monitor.v1';

/** The token a client sent as its `bearer.<token>` subprotocol, or null. */
export const tokenFromProtocols = (protocols: string | readonly string[] | undefined) => {
  const list = typeof protocols === 'string' ? [protocols] : (protocols ?? []);
  const bearer = list.find((p) => p.startsWith('bearer.'));
  return bearer ? bearer.slice('bearer.'.length) || null : null;
};

export interface FeedOptions {
  deviceId?: number;
  /** Sends one frame: a message, or an array of them (the contract allows both). */
  send: (frame: MonitorWsMessage | MonitorWsMessage[]) => void;
  /** Time between two port changes. */
  intervalMs?: number;
}

/**
 * One subscription of the monitor socket: the snapshot of every device it covers in one frame (an
 * array of messages), then one port change per interval, round the devices in turn, each its own
 * frame. Returns undefined when the device does not exist.
 */
export const startFeed = ({ deviceId, send, intervalMs = 1_000 }: FeedOptions) => {
  const devices = () =>
    deviceId === undefined ? db.devices.all() : db.devices.all().filter((d) => d.id === deviceId);
  if (devices().length === 0) return undefined;
  send(devices().map((device) => messageOf(device, 'snapshot')));
  let tick = 0;
  const timer = setInterval(() => {
    const online = devices().filter((d) => d.online);
    const device = online[tick % Math.max(1, online.length)];
    if (device && flipPort(device, Math.floor(tick / Math.max(1, online.length))))
      send(messageOf(device, 'update'));
    tick += 1;
  }, intervalMs);
  return () => clearInterval(timer);
};

export const deviceIdOf = (url: URL): number | undefined => {
  const raw = url.searchParams.get('deviceId');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
};
