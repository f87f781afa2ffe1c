import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';
import { FakeSocket } from '@/testing/fake-socket';
import { monitorMessage as message } from '@/testing/monitor-message';

import type { MonitorBatch } from './monitor-decode';
import { createMonitorRelay, MAX_IN_FLIGHT, type RelayEvent } from './monitor-relay';
import { createWireDecoder } from './monitor-wire';

/** A relay event as the page reads it: a batch's messages back as objects. */
type ReadEvent =
  Exclude<RelayEvent, { kind: 'batch' }> | { kind: 'batch'; id: number; batch: MonitorBatch };

const setup = () => {
  const events: ReadEvent[] = [];
  const sockets: FakeSocket[] = [];
  const fromWire = createWireDecoder();
  const relay = createMonitorRelay(
    (event) =>
      events.push(event.kind === 'batch' ? { ...event, batch: fromWire(event.batch) } : event),
    (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  );
  relay({ kind: 'connect', id: 7, url: 'wss://console.example/ws/monitor', protocols: ['p'] });
  const socket = sockets[0] as FakeSocket;
  const taken = () => relay({ kind: 'ack', id: 7 });
  return { relay, events, socket, taken };
};

describe('monitor socket relay (the socket worker)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the socket and reports its opening', () => {
    const { events, socket } = setup();
    expect(socket.url).toBe('wss://console.example/ws/monitor');
    expect(socket.protocols).toEqual(['p']);
    socket.dispatchEvent(new Event('open'));
    expect(events).toEqual([{ kind: 'open', id: 7 }]);
  });

  it('passes a frame on at once while the page keeps up, bad ones logged and skipped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events, socket, taken } = setup();
    socket.receive('<script>');
    expect(events).toEqual([]);
    socket.receive(message(1, 1));
    expect(events).toEqual([
      {
        kind: 'batch',
        id: 7,
        batch: {
          messages: [message(1, 1)],
          count: 1,
          expired: false,
          receivedAt: expect.any(Number),
        },
      },
    ]);
    taken();
    socket.receive(message(2, 1));
    expect(events).toHaveLength(2);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('keeps at most two batches on their way: a page further behind gets the frames coalesced', () => {
    expect(MAX_IN_FLIGHT).toBe(2);
    const { events, socket, taken } = setup();
    socket.receive(message(1, 1));
    // The next frame goes on before the page has taken the first.
    socket.receive(message(1, 2));
    expect(events).toHaveLength(2);
    socket.receive(message(2, 2));
    socket.receive(message(1, 3));
    expect(events).toHaveLength(2);
    taken();
    expect(events.slice(2)).toEqual([
      {
        kind: 'batch',
        id: 7,
        batch: {
          messages: [message(2, 2), message(1, 3)],
          count: 2,
          expired: false,
          receivedAt: expect.any(Number),
        },
      },
    ]);
    taken();
    taken();
    expect(events).toHaveLength(3);
    socket.receive(message(2, 3));
    expect(events).toHaveLength(4);
  });

  it('reports a 102 error frame at once, and the last batch before the close code', () => {
    const { events, socket } = setup();
    const batch = (messages: MonitorWsMessage[], expired = false) => ({
      kind: 'batch',
      id: 7,
      batch: { messages, count: messages.length, expired, receivedAt: expect.any(Number) },
    });
    socket.receive(message(1));
    socket.receive(message(2));
    socket.receive(message(3));
    socket.receive({ code: [102, 1], msg: 'session expired', data: null });
    expect(events).toEqual([batch([message(1)]), batch([message(2)]), batch([message(3)], true)]);
    socket.receive(message(4));
    socket.dispatchEvent(new CloseEvent('close', { code: 4401 }));
    expect(events.slice(3)).toEqual([batch([message(4)]), { kind: 'close', id: 7, code: 4401 }]);
  });

  it('closes the socket when the page asks', () => {
    const { relay, socket } = setup();
    relay({ kind: 'close', id: 7, code: 1000 });
    expect(socket.closedWith).toBe(1000);
  });
});
