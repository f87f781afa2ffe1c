import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';

import { createMonitorStore } from './monitor-store';

const message = (deviceId: number, timestamp: string): MonitorWsMessage => ({
  type: 'update',
  deviceId,
  timestamp,
  online: true,
  collecting: false,
  groups: [],
});

describe('monitor store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies any number of messages once per frame, the last one per device winning', () => {
    const frames: (() => void)[] = [];
    const store = createMonitorStore(
      (run) => frames.push(run),
      () => 42,
    );
    let renders = 0;
    store.subscribe(() => (renders += 1));
    const untouched = message(9, 'a');
    store.push(untouched);
    frames.shift()?.();
    for (let i = 0; i < 1_000; i += 1) store.push(message(i % 3, String(i)));
    expect(frames).toHaveLength(1);
    expect(renders).toBe(1);
    frames.shift()?.();
    expect(renders).toBe(2);
    const { devices, receivedAt } = store.getSnapshot();
    expect([0, 1, 2].map((id) => devices.get(id)?.timestamp)).toEqual(['999', '997', '998']);
    // An unchanged device keeps its object, so its tile is skipped.
    expect(devices.get(9)).toBe(untouched);
    expect(receivedAt).toBe(42);
  });

  it('marks each frame with a new snapshot but keeps one map of the devices, not a copy a frame', () => {
    const frames: (() => void)[] = [];
    const store = createMonitorStore((run) => frames.push(run));
    store.push(message(1, 'a'));
    frames.shift()?.();
    const first = store.getSnapshot();
    store.push(message(2, 'b'));
    frames.shift()?.();
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.devices).toBe(first.devices);
    expect([...second.devices.keys()]).toEqual([1, 2]);
  });

  it('counts every message a batch stands for, coalesced or not, in the frame that applies it', () => {
    const applied = vi.fn();
    vi.stubGlobal('__vdaqBench', { commit: vi.fn(), applied });
    const frames: (() => void)[] = [];
    const store = createMonitorStore((run) => frames.push(run));
    store.pushMany([message(1, 'a'), message(2, 'b')], 5, 2_000);
    store.pushMany([message(1, 'c')], 1, 1_000);
    store.pushMany([], 0);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    // Each batch the frame applies counts from its own first message's arrival.
    expect(applied.mock.calls).toEqual([
      [5, 2_000],
      [1, 1_000],
    ]);
    expect(store.getSnapshot().devices.get(1)?.timestamp).toBe('c');
    // Nothing to apply: no frame asked for.
    store.pushMany([], 0);
    expect(frames).toHaveLength(0);
  });

  it('shows a stored state until the first live message replaces it', () => {
    const frames: (() => void)[] = [];
    const store = createMonitorStore((run) => frames.push(run));
    store.restore([message(1, 'old')], 1_000);
    expect(store.getSnapshot()).toMatchObject({ stored: true, receivedAt: 1_000 });
    store.push(message(1, 'new'));
    frames.shift()?.();
    expect(store.getSnapshot().stored).toBe(false);
    expect(store.getSnapshot().devices.get(1)?.timestamp).toBe('new');
  });
});
