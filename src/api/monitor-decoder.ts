import { createFrameBatcher, type MonitorBatch } from './monitor-decode';
import { createWireDecoder, type WireBatch } from './monitor-wire';

export interface MonitorDecoder {
  /** One frame's text, as the socket received it. */
  push(text: string): void;
  /** Ends the decoding; nothing is reported after it. */
  close(): void;
}

/** Decodes in place: every frame reported as soon as it is pushed. */
export const createInPlaceDecoder = (onBatch: (batch: MonitorBatch) => void): MonitorDecoder => {
  // Nothing to wait for on the main thread: every frame is its own batch.
  const batcher = createFrameBatcher(onBatch, (run) => run());
  let closed = false;
  return {
    push(text) {
      if (!closed) batcher.push(text);
    },
    close() {
      closed = true;
    },
  };
};

/**
 * Parses and validates monitor frames in a module worker of the same origin (the CSP's
 * worker-src 'self'), which sends them back coalesced; where there is no Worker (jsdom), in place.
 */
export const createMonitorDecoder = (onBatch: (batch: MonitorBatch) => void): MonitorDecoder => {
  if (typeof Worker === 'undefined') return createInPlaceDecoder(onBatch);
  let fallback: MonitorDecoder | undefined;
  let worker: Worker | undefined = new Worker(
    new URL('./monitor-decode.worker.ts', import.meta.url),
    { type: 'module' },
  );
  // The worker's batches form one stream across reconnects, as the worker's encoder sees them.
  const fromWire = createWireDecoder();
  worker.onmessage = (event: MessageEvent<WireBatch>) => {
    if (worker) onBatch(fromWire(event.data));
  };
  worker.onerror = (event) => {
    if (!worker) return;
    // A worker that cannot start (or crashed) hands over to the main thread.
    console.error('Monitor decode worker failed; decoding in place', event.message);
    worker.terminate();
    worker = undefined;
    fallback = createInPlaceDecoder(onBatch);
  };
  return {
    push(text) {
      if (worker) worker.postMessage(text);
      else fallback?.push(text);
    },
    close() {
      const running = worker;
      worker = undefined;
      running?.terminate();
      fallback?.close();
      fallback = undefined;
    },
  };
};
