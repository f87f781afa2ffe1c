import { isSessionExpiredCode } from '@/api/errors';
import type { MonitorWsMessage } from '@/api/generated/model';
import { expireSession } from '@/api/session-expiry';
import { getToken } from '@/lib/storage';

import type { MonitorBatch } from './monitor-decode';
import { monitorProtocols, monitorUrl } from './monitor-message';
import {
  type CreateDecoder,
  type CreateSocket,
  createSocketTransport,
  defaultTransport,
  type MonitorLink,
  type MonitorTransport,
} from './monitor-transport';

export type MonitorConnection =
  | { status: 'connecting'; attempt: number }
  | { status: 'open' }
  /** `final` is set when the server refused for good (no authority, no such device). */
  | { status: 'closed'; retryAt: number | null; final?: 'forbidden' | 'not-found' };

export interface MonitorSocketOptions {
  /** One device; without it one connection carries every device. */
  deviceId?: number;
  /** Valid messages, the last per device of the `count` messages they stand for, the first of
   * which reached the console at `receivedAt` (ms since the epoch). */
  onMessages: (messages: MonitorWsMessage[], count: number, receivedAt: number) => void;
  /** A socket on the main thread (tests, stories); by default the socket lives in a worker. */
  createSocket?: CreateSocket;
  /** Where a main-thread socket's frames are parsed and validated (a worker, or in place). */
  createDecoder?: CreateDecoder;
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
  createDecoder,
  createSocket,
  random = Math.random,
  now = Date.now,
  location = window.location,
}: MonitorSocketOptions) => {
  let state: MonitorConnection = { status: 'connecting', attempt: 0 };
  let link: MonitorLink | undefined;
  let transport: MonitorTransport | undefined;
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

  const onBatch = (batch: MonitorBatch) => {
    if (stopped) return;
    if (batch.count > 0) onMessages(batch.messages, batch.count, batch.receivedAt);
    if (batch.expired) endSession();
  };

  const onClose = (code: number) => {
    link = undefined;
    if (stopped) return;
    if (code === CLOSE_SESSION || isSessionExpiredCode(code)) return endSession();
    if (code === CLOSE_FORBIDDEN || code === CLOSE_NOT_FOUND) {
      stopped = true;
      const final = code === CLOSE_FORBIDDEN ? 'forbidden' : 'not-found';
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
    transport ??= createDecoder
      ? createSocketTransport(
          createSocket ?? ((url, protocols) => new WebSocket(url, protocols)),
          createDecoder,
        )
      : defaultTransport(createSocket);
    const opened: MonitorLink = transport.connect(
      monitorUrl(location, deviceId),
      monitorProtocols(token),
      {
        onOpen() {
          if (link !== opened) return;
          attempt = 0;
          setState({ status: 'open' });
        },
        onBatch,
        onClose(code) {
          if (link === opened) onClose(code);
        },
      },
    );
    link = opened;
  }

  function stop() {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const closing = link;
    link = undefined;
    closing?.close(1000);
    transport?.dispose();
    transport = undefined;
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
