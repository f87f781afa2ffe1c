import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';
import { getMonitorData, getToken, setMonitorData, setToken } from '@/lib/storage';
import { FakeSocket } from '@/testing/fake-socket';
import { portMessage } from '@/testing/monitor-message';

import type { MonitorBatch } from './monitor-decode';
import { createMonitorCoalescer } from './monitor-decode';
import { backoffDelay, createMonitorSocket } from './monitor-socket';

const message = portMessage;

const setup = (deviceId?: number) => {
  const sockets: FakeSocket[] = [];
  const received: MonitorWsMessage[] = [];
  const client = createMonitorSocket({
    deviceId,
    onMessages: (messages) => received.push(...messages),
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    random: () => 0.5,
    location: { protocol: 'https:', host: 'console.example' },
  });
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, sockets, received, last };
};

describe('monitor socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setToken('secret-token');
    window.location.hash = '#/monitoring/global-monitoring';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the token as a subprotocol, never in the URL; no deviceId means every device', () => {
    const { client, last } = setup();
    client.start();
    expect(last().url).toBe('wss://console.example/ws/monitor');
    expect(last().url).not.toContain('secret-token');
    expect(last().protocols).toEqual(['vdaq.monitor.v1', 'bearer.secret-token']);
    client.stop();
    const one = setup(1024);
    one.client.start();
    expect(one.last().url).toBe('wss://console.example/ws/monitor?deviceId=1024');
    one.client.stop();
  });

  it('passes valid messages on and logs and skips a bad one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, last, received } = setup();
    client.start();
    last().open();
    expect(client.getState()).toEqual({ status: 'open' });
    last().receive(message(1));
    last().receive({ ...message(2), groups: [{ busType: 'CAN', ports: 'x' }] });
    last().receive('<script>');
    last().receive(message(3));
    expect(received.map((m) => m.deviceId)).toEqual([1, 3]);
    expect(error).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('reconnects with exponential backoff and jitter, and starts over once connected', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop(1006);
    // attempt 0: ceiling 1 s, half fixed plus half times random 0.5
    expect(client.getState()).toMatchObject({ status: 'closed' });
    vi.advanceTimersByTime(749);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(1011);
    vi.advanceTimersByTime(1_499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().drop(1006);
    vi.advanceTimersByTime(750);
    expect(sockets).toHaveLength(4);
    client.stop();
    expect(backoffDelay(10, () => 1)).toBe(30_000);
    expect(backoffDelay(10, () => 0)).toBe(15_000);
  });

  it.each([
    [
      'a 102 error frame',
      (s: FakeSocket) => s.receive({ code: [102, 1], msg: '登录已失效', data: null }),
    ],
    ['close code 4401', (s: FakeSocket) => s.drop(4401)],
  ])('%s ends the session like any call: token and monitor data gone, login', (_, end) => {
    setMonitorData({ savedAt: 1, messages: [] });
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    end(last());
    expect(getToken()).toBeNull();
    expect(getMonitorData()).toBeNull();
    expect(window.location.hash).toBe(
      `#/login?redirect=${encodeURIComponent('/monitoring/global-monitoring')}&expired=1`,
    );
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('takes batches from a decoder that reports later, as the worker does: counts, then a 102', () => {
    // A stand-in for the worker: frames are decoded when the test says, as one coalesced batch.
    let report: (batch: MonitorBatch) => void = () => undefined;
    const coalescer = createMonitorCoalescer();
    const closed: boolean[] = [];
    const batches: [number[], number][] = [];
    const sockets: FakeSocket[] = [];
    const client = createMonitorSocket({
      onMessages: (messages, count) => batches.push([messages.map((m) => m.deviceId), count]),
      createDecoder: (onBatch) => {
        report = onBatch;
        return { push: (text) => coalescer.add(text), close: () => closed.push(true) };
      },
      createSocket: (url, protocols) => {
        const socket = new FakeSocket(url, protocols);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      location: { protocol: 'https:', host: 'console.example' },
    });
    const flush = () => {
      const batch = coalescer.take();
      if (batch) report(batch);
    };
    client.start();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.receive(message(1, 1));
    socket.receive(message(2, 1));
    socket.receive(message(1, 2));
    expect(batches).toEqual([]);
    flush();
    expect(batches).toEqual([[[1, 2], 3]]);
    socket.receive(message(3));
    socket.receive({ code: 10201, msg: 'session expired', data: null });
    flush();
    expect(batches).toEqual([
      [[1, 2], 3],
      [[3], 1],
    ]);
    expect(getToken()).toBeNull();
    expect(socket.closedWith).toBe(1000);
    expect(closed).toEqual([true]);
    // Whatever the decoder still reports after the end is dropped.
    report({ messages: [message(4)], count: 1, expired: false, receivedAt: 0 });
    expect(batches).toHaveLength(2);
  });

  it('stops for good when refused for lack of authority', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop(4403);
    expect(client.getState()).toEqual({ status: 'closed', retryAt: null, final: 'forbidden' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
