import { createFrameBatcher, toWire, type WireBatch } from './monitor-decode';

/** What the page asks of the socket worker. */
export type RelayCommand =
  | { kind: 'connect'; id: number; url: string; protocols: string[] }
  | { kind: 'close'; id: number; code: number }
  /** The page has taken connection `id`'s last batch: the next one may go. */
  | { kind: 'ack'; id: number };

/** What the socket worker tells the page about connection `id`. */
export type RelayEvent =
  | { kind: 'open'; id: number }
  | { kind: 'batch'; id: number; batch: WireBatch }
  | { kind: 'close'; id: number; code: number };

/**
 * The socket worker's logic: it opens the monitor socket itself, so the page's main thread sees
 * no frame at all, only coalesced batches (a 102-family error frame at once), then the close code
 * once the last batch has gone.
 *
 * One batch at a time is on its way to the page. A frame goes on at once when the page has taken
 * the last batch (`ack`), so nothing waits while the page keeps up; while it is busy, frames are
 * coalesced here into the next batch instead of queueing up on the page as batches it would have
 * to take one by one, most of them already out of date.
 */
export const createMonitorRelay = (
  post: (event: RelayEvent) => void,
  createSocket: (url: string, protocols: string[]) => WebSocket = (url, protocols) =>
    new WebSocket(url, protocols),
) => {
  const sockets = new Map<number, WebSocket>();
  const acks = new Map<number, () => void>();
  return (command: RelayCommand) => {
    if (command.kind === 'ack') return acks.get(command.id)?.();
    if (command.kind === 'close') {
      sockets.get(command.id)?.close(command.code);
      sockets.delete(command.id);
      acks.delete(command.id);
      return;
    }
    const { id } = command;
    let inFlight = false;
    let held: (() => void) | undefined;
    const batcher = createFrameBatcher(
      (batch) => {
        inFlight = true;
        post({ kind: 'batch', id, batch: toWire(batch) });
      },
      (run) => {
        if (inFlight) held = run;
        else run();
      },
    );
    acks.set(id, () => {
      inFlight = false;
      const run = held;
      held = undefined;
      run?.();
    });
    const ws = createSocket(command.url, command.protocols);
    sockets.set(id, ws);
    ws.addEventListener('open', () => post({ kind: 'open', id }));
    ws.addEventListener('message', (event) => batcher.push(String(event.data)));
    ws.addEventListener('close', (event) => {
      sockets.delete(id);
      acks.delete(id);
      batcher.flush();
      post({ kind: 'close', id, code: event.code });
    });
  };
};
