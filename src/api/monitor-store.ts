import type { MonitorWsMessage } from '@/api/generated/model';
import { benchProbe } from '@/lib/bench-probe';
import { epochNow } from '@/lib/epoch-now';

export interface MonitorSnapshot {
  /**
   * The last message of every device; an unchanged device keeps the same object. The map is the
   * store's own and is updated in place each frame (a new snapshot object marks the change):
   * copying every device's entry 60 times a second made a fifth of the live screen's garbage.
   * Read it as the snapshot comes, or copy it to keep it.
   */
  devices: ReadonlyMap<number, MonitorWsMessage>;
  /** When the newest message arrived (ms since the epoch); null before any. */
  receivedAt: number | null;
  /** True while the shown state is the one read back from storage, not yet a live message. */
  stored: boolean;
}

type Schedule = (run: () => void) => void;

/**
 * Messages applied at most once per animation frame: however fast they come, React sees one
 * change per frame, and since each message holds a device's whole state, the last one per device
 * is all a frame needs.
 */
export const createMonitorStore = (
  schedule: Schedule = (run) => requestAnimationFrame(run),
  now: () => number = Date.now,
  /** Runs a frame's notification of the listeners: the page passes React's flushSync, so that
   * everything the frame changes renders at once, inside the frame, and is painted with it. */
  notify: (emit: () => void) => void = (emit) => emit(),
) => {
  let devices = new Map<number, MonitorWsMessage>();
  let snapshot: MonitorSnapshot = { devices, receivedAt: null, stored: false };
  const pending = new Map<number, MonitorWsMessage>();
  /** Each pending batch: how many received messages it stands for, and when the first of them
   * reached the console (ms since the epoch). */
  let arrivals: [count: number, receivedAt: number][] = [];
  let scheduled = false;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const flush = () => {
    scheduled = false;
    if (pending.size === 0) return;
    for (const [id, message] of pending) devices.set(id, message);
    const applied = arrivals;
    pending.clear();
    arrivals = [];
    snapshot = { devices, receivedAt: now(), stored: false };
    notify(emit);
    const probe = benchProbe();
    if (probe) for (const [count, receivedAt] of applied) probe.applied(count, receivedAt);
  };

  /** Messages already coalesced elsewhere, standing for `count` received ones, the first of which
   * reached the console at `receivedAt` (the bench counts every message a frame applies, each
   * from the arrival of its batch's first one). */
  const pushMany = (
    messages: readonly MonitorWsMessage[],
    count: number,
    receivedAt: number = epochNow(),
  ) => {
    for (const message of messages) pending.set(message.deviceId, message);
    if (count > 0) arrivals.push([count, receivedAt]);
    if (!scheduled && pending.size > 0) {
      scheduled = true;
      schedule(flush);
    }
  };

  return {
    push(message: MonitorWsMessage) {
      pushMany([message], 1);
    },
    pushMany,
    /** The state kept from an earlier visit, shown until live messages arrive. */
    restore(messages: readonly MonitorWsMessage[], savedAt: number) {
      if (snapshot.devices.size > 0 || messages.length === 0) return;
      devices = new Map(messages.map((m) => [m.deviceId, m]));
      snapshot = {
        devices,
        receivedAt: savedAt,
        stored: true,
      };
      emit();
    },
    getSnapshot: (): MonitorSnapshot => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type MonitorStore = ReturnType<typeof createMonitorStore>;
