import { isSessionExpiredCode } from '@/api/errors';
import type { MonitorWsMessage } from '@/api/generated/model';
import { epochNow } from '@/lib/epoch-now';

import { createMessageReader, parseMonitorMessage } from './monitor-message';

/** What a run of monitor frames comes to once parsed, validated and coalesced. */
export interface MonitorBatch {
  /** The last valid message of every device the frames touched, in the order first touched. */
  messages: MonitorWsMessage[];
  /** How many valid messages the frames held (at least `messages.length`). */
  count: number;
  /** A 102-family error frame came: the session is over. */
  expired: boolean;
  /** When the first frame of the batch reached the console (ms since the epoch). */
  receivedAt: number;
}

const hasCode = (value: unknown): value is { code: unknown } =>
  typeof value === 'object' && value !== null && 'code' in value;

type Reader = (value: unknown) => MonitorWsMessage | undefined;

/**
 * One frame's text as its messages (a frame holds one message or an array of them), 'expired' for
 * a 102-family error frame, or undefined when nothing in it is valid. Whatever is invalid is
 * logged and skipped on its own: one bad message does not cost the rest of its frame.
 */
export const decodeMonitorFrame = (
  text: string,
  read: Reader = parseMonitorMessage,
): MonitorWsMessage[] | 'expired' | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    console.error('Monitor frame is not JSON; skipped', text);
    return undefined;
  }
  if (hasCode(value) && !('deviceId' in value)) {
    if (isSessionExpiredCode(value.code)) return 'expired';
    console.error('Monitor error frame', value);
    return undefined;
  }
  const messages: MonitorWsMessage[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    const message = read(item);
    if (message) messages.push(message);
    else console.error('Monitor frame does not match MonitorWsMessage; skipped', item);
  }
  return messages.length > 0 ? messages : undefined;
};

/**
 * Frames decoded as they come and kept until taken: the last message per device, since each one
 * holds the device's whole state, and the number of messages they stand for.
 */
export const createMonitorCoalescer = (clock: () => number = epochNow) => {
  // One socket's messages follow one another: each is read against its device's last one.
  const read = createMessageReader();
  let pending = new Map<number, MonitorWsMessage>();
  let count = 0;
  let expired = false;
  let receivedAt: number | undefined;
  return {
    add(text: string) {
      const at = clock();
      const decoded = decodeMonitorFrame(text, read);
      if (decoded === 'expired') expired = true;
      else if (decoded) {
        for (const message of decoded) pending.set(message.deviceId, message);
        count += decoded.length;
      } else return;
      receivedAt ??= at;
    },
    /** True when a batch is waiting, and whether it ends the session. */
    get waiting(): boolean {
      return count > 0 || expired;
    },
    get expired(): boolean {
      return expired;
    },
    /** The batch so far, emptied; undefined when nothing valid came. */
    take(): MonitorBatch | undefined {
      if (count === 0 && !expired) return undefined;
      const batch: MonitorBatch = {
        messages: [...pending.values()],
        count,
        expired,
        receivedAt: receivedAt ?? clock(),
      };
      pending = new Map();
      count = 0;
      expired = false;
      receivedAt = undefined;
      return batch;
    },
  };
};

/**
 * Frames in, batches out: every frame is decoded as it comes, and the batch goes to `post` once
 * `schedule` runs (when the thread has caught up), or at once for a frame that ends the session.
 */
export const createFrameBatcher = (
  post: (batch: MonitorBatch) => void,
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
) => {
  const coalescer = createMonitorCoalescer();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = coalescer.take();
    if (batch) post(batch);
  };
  return {
    push(text: string) {
      coalescer.add(text);
      if (coalescer.expired) return flush();
      if (!scheduled && coalescer.waiting) {
        scheduled = true;
        schedule(flush);
      }
    },
    /** Posts what has come so far without waiting for the schedule. */
    flush,
  };
};
