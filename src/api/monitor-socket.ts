import type { MonitorWsMessage } from '@/api/generated/model';
import { isSessionExpiredCode } from '@/api/errors';
import { expireSession } from '@/api/session-expiry';
import { getToken } from '@/lib/storage';
import { monitorProtocols, monitorUrl, parseMonitorMessage } from './monitor-message';

export type MonitorConnection =
  | { status: 'connecting'; attempt: number }
  | { status: 'open' }
  /** `final` is set when the server refused for good (no authority, no such device). */
  | { status: 'closed'; retryAt: number | null; final?: 'forbidden' | 'not-found' };

export interface MonitorSocketOptions {
  /** One device; without it one connection carries every device. */
  deviceId?: number;
  onMessage: (message: MonitorWsMessage) => void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  random?: () => number;
  now?: () => number;
  location?: Pick<Location, 'protocol' | 'host'>;
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Exponential backoff with jitter: half the doubled delay fixed, half random, so many clients
 * dropped together do not come back in step. */
export const backoffDelay = (attempt: number, random: () => number): number => {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return ceiling / 2 + (ceiling / 2) * random();
};

const CLOSE_SESSION = 4401;
const CLOSE_FORBIDDEN = 4403;
const CLOSE_NOT_FOUND = 4404;

const hasCode = (value: unknown): value is { code: unknown } =>
  typeof value === 'object' && value !== null && 'code' in value;

/** The monitoring websocket: validates frames, reconnects, ends the session on a 102 answer. */
export const createMonitorSocket = ({
  deviceId,
  onMessage,
  createSocket = (url, protocols) => new WebSocket(url, protocols),
  random = Math.random,
  now = Date.now,
  location = window.location,
}: MonitorSocketOptions) => {
  let state: MonitorConnection = { status: 'connecting', attempt: 0 };
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = true;
  const listeners = new Set<() => void>();

  const setState = (next: MonitorConnection) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const endSession = () => {
    stop();
    expireSession();
  };

  const onFrame = (event: MessageEvent) => {
    let value: unknown;
    try {
      value = JSON.parse(String(event.data));
    } catch {
      console.error('Monitor frame is not JSON; skipped', event.data);
      return;
    }
    if (hasCode(value) && !('deviceId' in value)) {
      if (isSessionExpiredCode(value.code)) endSession();
      else console.error('Monitor error frame', value);
      return;
    }
    const message = parseMonitorMessage(value);
    if (message) onMessage(message);
    else console.error('Monitor frame does not match MonitorWsMessage; skipped', value);
  };

  const onClose = (event: CloseEvent) => {
    socket = undefined;
    if (stopped) return;
    if (event.code === CLOSE_SESSION || isSessionExpiredCode(event.code)) return endSession();
    if (event.code === CLOSE_FORBIDDEN || event.code === CLOSE_NOT_FOUND) {
      stopped = true;
      const final = event.code === CLOSE_FORBIDDEN ? 'forbidden' : 'not-found';
      return setState({ status: 'closed', retryAt: null, final });
    }
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    setState({ status: 'closed', retryAt: now() + delay });
    timer = setTimeout(open, delay);
  };

  function open() {
    timer = undefined;
    const token = getToken();
    if (token === null) return endSession();
    setState({ status: 'connecting', attempt });
    const ws = createSocket(monitorUrl(location, deviceId), monitorProtocols(token));
    socket = ws;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      attempt = 0;
      setState({ status: 'open' });
    });
    ws.addEventListener('message', (event) => {
      if (socket === ws) onFrame(event);
    });
    ws.addEventListener('close', (event) => {
      if (socket === ws) onClose(event);
    });
  }

  function stop() {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const ws = socket;
    socket = undefined;
    ws?.close(1000);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      open();
    },
    stop,
    getState: (): MonitorConnection => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type MonitorSocket = ReturnType<typeof createMonitorSocket>;
