import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';
import { createMonitorStore } from '@/api/monitor-store';
import { FakeIntersectionObserver } from '@/testing/fake-intersection-observer';

import { OFFSCREEN_MS, useDeviceLive } from './use-device-live';

const message = (deviceId: number, second: number): MonitorWsMessage => ({
  type: 'update',
  deviceId,
  timestamp: `2026-11-20T08:30:${String(second).padStart(2, '0')}+08:00`,
  online: true,
  collecting: true,
  groups: [],
});

const setup = (deviceId: number) => {
  const frames: (() => void)[] = [];
  const store = createMonitorStore((run) => frames.push(run), Date.now);
  const element = { current: document.createElement('li') };
  const { result } = renderHook(() => useDeviceLive(store, deviceId, element));
  const frame = (...messages: MonitorWsMessage[]) =>
    act(() => {
      store.pushMany(messages, messages.length);
      frames.splice(0).forEach((run) => run());
    });
  const inView = (value: boolean) =>
    act(() => {
      FakeIntersectionObserver.latest?.report(element.current, { isIntersecting: value });
    });
  return { result, frame, inView };
};

describe('useDeviceLive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows every frame while in view (also where the browser never says)', () => {
    const { result, frame } = setup(1);
    expect(result.current).toBeUndefined();
    frame(message(1, 1));
    expect(result.current?.timestamp).toContain(':01+');
    frame(message(2, 2));
    frame(message(1, 3));
    expect(result.current?.timestamp).toContain(':03+');
  });

  it('out of view catches up once per second, when the messages stop, and at once in view', () => {
    // Device 0 takes its turn at the start of every second.
    const { result, frame, inView } = setup(0);
    frame(message(0, 1));
    inView(false);
    frame(message(0, 2));
    expect(result.current?.timestamp).toContain(':01+');
    vi.advanceTimersByTime(OFFSCREEN_MS / 2);
    frame(message(0, 3));
    expect(result.current?.timestamp).toContain(':01+');
    vi.advanceTimersByTime(OFFSCREEN_MS / 2);
    frame(message(0, 4));
    expect(result.current?.timestamp).toContain(':04+');
    // No more messages: the timer catches up.
    frame(message(0, 5));
    expect(result.current?.timestamp).toContain(':04+');
    act(() => {
      vi.advanceTimersByTime(OFFSCREEN_MS);
    });
    expect(result.current?.timestamp).toContain(':05+');
    frame(message(0, 6));
    expect(result.current?.timestamp).toContain(':05+');
    inView(true);
    expect(result.current?.timestamp).toContain(':06+');
  });

  it('tiles out of view wait for the messages to stop on one timer, not one each', () => {
    const frames: (() => void)[] = [];
    const store = createMonitorStore((run) => frames.push(run), Date.now);
    const element = { current: document.createElement('div') };
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const hooks = ids.map((id) => renderHook(() => useDeviceLive(store, id, element)));
    act(() => {
      FakeIntersectionObserver.latest?.report(element.current, { isIntersecting: false });
    });
    const timersBefore = vi.getTimerCount();
    act(() => {
      store.pushMany(
        ids.map((id) => message(id, 7)),
        ids.length,
      );
      frames.splice(0).forEach((run) => run());
    });
    expect(vi.getTimerCount() - timersBefore).toBe(1);
    expect(hooks.filter(({ result }) => result.current?.timestamp.includes(':07+'))).toHaveLength(
      0,
    );
    act(() => {
      vi.advanceTimersByTime(OFFSCREEN_MS);
    });
    expect(hooks.filter(({ result }) => result.current?.timestamp.includes(':07+'))).toHaveLength(
      ids.length,
    );
  });
});
