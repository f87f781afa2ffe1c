import { createFrameBatcher } from './monitor-decode';
import { createWireEncoder, type WireBatch } from './monitor-wire';

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

/** Batches on their way to the page at once. */
export const MAX_IN_FLIGHT = 2;

/**
 * The socket worker's logic: it opens the monitor socket itself, so the page's main thread sees
 * no frame at all, only coalesced batches (a 102-family error frame at once), then the close code
 * once the last batch has gone.
 *
 * At most MAX_IN_FLIGHT batches are on their way to the page; the page says when it has taken one
 * (`ack`). A frame goes on at once while fewer are, so it never waits for the page to take the one
 * before it (two, not one: the page takes a batch only between its tasks, and a frame held until
 * the page has finished rendering would often miss the next paint). A page that falls further
 * behind gets the frames coalesced here into its next batch, instead of a queue of batches it
 * would have to take one by one, most of them already out of date.
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
    let inFlight = 0;
    let held: (() => void) | undefined;
    const toWire = createWireEncoder();
    const batcher = createFrameBatcher(
      (batch) => {
        inFlight += 1;
        post({ kind: 'batch', id, batch: toWire(batch) });
      },
      (run) => {
        if (inFlight >= MAX_IN_FLIGHT) held = run;
        else run();
      },
    );
    acks.set(id, () => {
      inFlight = Math.max(0, inFlight - 1);
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
