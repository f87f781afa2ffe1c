import type { MonitorBatch } from './monitor-decode';
import { createMonitorDecoder, type MonitorDecoder } from './monitor-decoder';
import type { RelayCommand, RelayEvent } from './monitor-relay';
import { createWireDecoder } from './monitor-wire';

/** What one connection reports. */
export interface MonitorLinkHandlers {
  onOpen(): void;
  /** Valid messages, coalesced; a batch may come after its connection closed. */
  onBatch(batch: MonitorBatch): void;
  onClose(code: number): void;
}

export interface MonitorLink {
  close(code: number): void;
}

/** How the monitor socket connects: reconnects go through the same transport until disposed. */
export interface MonitorTransport {
  connect(url: string, protocols: string[], handlers: MonitorLinkHandlers): MonitorLink;
  dispose(): void;
}

export type CreateSocket = (url: string, protocols: string[]) => WebSocket;
export type CreateDecoder = (onBatch: (batch: MonitorBatch) => void) => MonitorDecoder;

/** The socket on the main thread; its frames go to a decoder (a worker, or in place). */
export const createSocketTransport = (
  createSocket: CreateSocket,
  createDecoder: CreateDecoder = createMonitorDecoder,
): MonitorTransport => {
  let decoder: MonitorDecoder | undefined;
  let current: MonitorLinkHandlers | undefined;
  return {
    connect(url, protocols, handlers) {
      current = handlers;
      decoder ??= createDecoder((batch) => current?.onBatch(batch));
      const frames = decoder;
      const ws = createSocket(url, protocols);
      ws.addEventListener('open', () => handlers.onOpen());
      ws.addEventListener('message', (event) => {
        if (current === handlers) frames.push(String(event.data));
      });
      ws.addEventListener('close', (event) => handlers.onClose(event.code));
      return { close: (code) => ws.close(code) };
    },
    dispose() {
      decoder?.close();
      decoder = undefined;
      current = undefined;
    },
  };
};

/**
 * The socket in a module worker of the same origin (the CSP's worker-src 'self'): the main thread
 * sees only coalesced batches, never a frame. Should the worker fail, the socket moves to the main
 * thread (`fallback`) and the connection reports a drop, so it is opened again there.
 */
export const createWorkerTransport = (fallback: () => MonitorTransport): MonitorTransport => {
  let worker: Worker | undefined;
  let backup: MonitorTransport | undefined;
  let nextId = 0;
  const links = new Map<number, MonitorLinkHandlers>();
  /** Each connection's batches are one stream of patches: decoded in order, each on its own. */
  const decoders = new Map<number, ReturnType<typeof createWireDecoder>>();
  const send = (command: RelayCommand) => worker?.postMessage(command);

  const startWorker = () => {
    const started = new Worker(new URL('./monitor-socket.worker.ts', import.meta.url), {
      type: 'module',
    });
    started.onmessage = ({ data }: MessageEvent<RelayEvent>) => {
      const handlers = links.get(data.id);
      if (!handlers) return;
      if (data.kind === 'open') handlers.onOpen();
      else if (data.kind === 'batch') {
        let decode = decoders.get(data.id);
        if (!decode) {
          decode = createWireDecoder();
          decoders.set(data.id, decode);
        }
        handlers.onBatch(decode(data.batch));
        started.postMessage({ kind: 'ack', id: data.id } satisfies RelayCommand);
      } else {
        links.delete(data.id);
        decoders.delete(data.id);
        handlers.onClose(data.code);
      }
    };
    started.onerror = (event) => {
      if (worker !== started) return;
      console.error('Monitor socket worker failed; the socket moves to the main thread', event);
      started.terminate();
      worker = undefined;
      backup = fallback();
      const dropped = [...links.values()];
      links.clear();
      decoders.clear();
      for (const handlers of dropped) handlers.onClose(1006);
    };
    return started;
  };

  return {
    connect(url, protocols, handlers) {
      if (backup) return backup.connect(url, protocols, handlers);
      worker ??= startWorker();
      nextId += 1;
      const id = nextId;
      links.set(id, handlers);
      send({ kind: 'connect', id, url, protocols });
      return {
        close(code) {
          links.delete(id);
          decoders.delete(id);
          send({ kind: 'close', id, code });
        },
      };
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      links.clear();
      decoders.clear();
      backup?.dispose();
      backup = undefined;
    },
  };
};

/**
 * The console's transport: the socket in a worker where the page has Worker; on the main thread
 * when a socket is handed in (tests, stories) or in the embedded mock, which answers by patching
 * the page's own WebSocket.
 */
export const defaultTransport = (createSocket?: CreateSocket): MonitorTransport => {
  const onMainThread = () =>
    createSocketTransport(createSocket ?? ((url, protocols) => new WebSocket(url, protocols)));
  if (createSocket || typeof Worker === 'undefined' || import.meta.env.MODE === 'mock') {
    return onMainThread();
  }
  return createWorkerTransport(onMainThread);
};
