import { afterEach, describe, expect, it, vi } from 'vitest';

import { monitorMessage } from '@/testing/monitor-message';

import type { RelayCommand, RelayEvent } from './monitor-relay';
import { createWorkerTransport, type MonitorTransport } from './monitor-transport';
import { createWireEncoder } from './monitor-wire';

/** A stand-in for the socket worker: the test reads its commands and answers for it. */
class FakeWorker {
  static last: FakeWorker | undefined;
  commands: RelayCommand[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<RelayEvent>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(command: RelayCommand) {
    this.commands.push(command);
  }
  terminate() {
    this.terminated = true;
  }
  answer(event: RelayEvent) {
    this.onmessage?.(new MessageEvent('message', { data: event }));
  }
}

const handlers = () => ({ onOpen: vi.fn(), onBatch: vi.fn(), onClose: vi.fn() });

describe('worker transport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the socket in a module worker and passes its open, batches and close on', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const transport = createWorkerTransport(() => {
      throw new Error('no fallback expected');
    });
    const first = handlers();
    transport.connect('ws://console.example/ws/monitor', ['vdaq.monitor.v1'], first);
    const worker = FakeWorker.last as FakeWorker;
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.commands).toEqual([
      {
        kind: 'connect',
        id: 1,
        url: 'ws://console.example/ws/monitor',
        protocols: ['vdaq.monitor.v1'],
      },
    ]);
    const batch = { messages: [monitorMessage(4)], count: 3, expired: false, receivedAt: 5 };
    worker.answer({ kind: 'open', id: 1 });
    // The worker hands the messages over as JSON text; the page gets them back as objects.
    worker.answer({ kind: 'batch', id: 1, batch: createWireEncoder()(batch) });
    // Taking a batch lets the worker send the next.
    expect(worker.commands.at(-1)).toEqual({ kind: 'ack', id: 1 });
    worker.answer({ kind: 'close', id: 1, code: 4401 });
    expect(first.onOpen).toHaveBeenCalledOnce();
    expect(first.onBatch).toHaveBeenCalledWith(batch);
    expect(first.onClose).toHaveBeenCalledWith(4401);
    // A reconnect reuses the worker; closing from the page silences the connection.
    const second = handlers();
    const link = transport.connect('ws://console.example/ws/monitor', [], second);
    expect(FakeWorker.last).toBe(worker);
    link.close(1000);
    expect(worker.commands.at(-1)).toEqual({ kind: 'close', id: 2, code: 1000 });
    worker.answer({ kind: 'close', id: 2, code: 1000 });
    expect(second.onClose).not.toHaveBeenCalled();
    transport.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('moves the socket to the main thread when the worker fails, reporting a drop', () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallbackConnect = vi.fn(() => ({ close: vi.fn() }));
    const fallback: MonitorTransport = { connect: fallbackConnect, dispose: vi.fn() };
    const transport = createWorkerTransport(() => fallback);
    const first = handlers();
    transport.connect('ws://console.example/ws/monitor', [], first);
    const worker = FakeWorker.last as FakeWorker;
    worker.onerror?.(new ErrorEvent('error', { message: 'blocked' }));
    expect(worker.terminated).toBe(true);
    expect(first.onClose).toHaveBeenCalledWith(1006);
    const second = handlers();
    transport.connect('ws://console.example/ws/monitor', [], second);
    expect(fallbackConnect).toHaveBeenCalledWith('ws://console.example/ws/monitor', [], second);
  });
});
