import { createFrameBatcher, type MonitorBatch } from './monitor-decode';

/** What the page asks of the socket worker. */
export type RelayCommand =
  | { kind: 'connect'; id: number; url: string; protocols: string[] }
  | { kind: 'close'; id: number; code: number };

/** What the socket worker tells the page about connection `id`. */
export type RelayEvent =
  | { kind: 'open'; id: number }
  | { kind: 'batch'; id: number; batch: MonitorBatch }
  | { kind: 'close'; id: number; code: number };

type Schedule = (run: () => void) => void;

/**
 * The socket worker's logic: it opens the monitor socket itself, so the page's main thread sees
 * no frame at all, only one coalesced batch each time the worker has caught up (a 102-family
 * error frame at once), then the close code once the last batch has gone.
 */
export const createMonitorRelay = (
  post: (event: RelayEvent) => void,
  createSocket: (url: string, protocols: string[]) => WebSocket = (url, protocols) =>
    new WebSocket(url, protocols),
  schedule: Schedule = (run) => setTimeout(run, 0),
) => {
  const sockets = new Map<number, WebSocket>();
  return (command: RelayCommand) => {
    if (command.kind === 'close') {
      sockets.get(command.id)?.close(command.code);
      sockets.delete(command.id);
      return;
    }
    const { id } = command;
    const batcher = createFrameBatcher((batch) => post({ kind: 'batch', id, batch }), schedule);
    const ws = createSocket(command.url, command.protocols);
    sockets.set(id, ws);
    ws.addEventListener('open', () => post({ kind: 'open', id }));
    ws.addEventListener('message', (event) => batcher.push(String(event.data)));
    ws.addEventListener('close', (event) => {
      sockets.delete(id);
      batcher.flush();
      post({ kind: 'close', id, code: event.code });
    });
  };
};
