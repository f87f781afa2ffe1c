import type { MonitorWsMessage } from '@/api/generated/model';
import { isSessionExpiredCode } from '@/api/errors';
import { expireSession } from '@/api/session-expiry';
import { getToken } from '@/lib/storage';
import type { MonitorBatch } from './monitor-decode';
import { createMonitorDecoder, type MonitorDecoder } from './monitor-decoder';
import { monitorProtocols, monitorUrl } from './monitor-message';

export type MonitorConnection =
  | { status: 'connecting'; attempt: number }
  | { status: 'open' }
  /** `final` is set when the server refused for good (no authority, no such device). */
  | { status: 'closed'; retryAt: number | null; final?: 'forbidden' | 'not-found' };

export interface MonitorSocketOptions {
  /** One device; without it one connection carries every device. */
  deviceId?: number;
  /** Valid messages, the last per device of the `count` messages they stand for. */
  onMessages: (messages: MonitorWsMessage[], count: number) => void;
  /** Where frames are parsed and validated; a worker by default (in place without one). */
  createDecoder?: (onBatch: (batch: MonitorBatch) => void) => MonitorDecoder;
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

/** The monitoring websocket: validates frames (off the main thread where it can), reconnects,
 * ends the session on a 102 answer. */
export const createMonitorSocket = ({
  deviceId,
  onMessages,
  createDecoder = createMonitorDecoder,
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
  let decoder: MonitorDecoder | undefined;
  const listeners = new Set<() => void>();

  const setState = (next: MonitorConnection) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const endSession = () => {
    stop();
    expireSession();
  };

  const onBatch = (batch: MonitorBatch) => {
    if (stopped) return;
    if (batch.count > 0) onMessages(batch.messages, batch.count);
    if (batch.expired) endSession();
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
      if (socket === ws) decoder?.push(String(event.data));
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
    decoder?.close();
    decoder = undefined;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      decoder?.close();
      decoder = createDecoder(onBatch);
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
