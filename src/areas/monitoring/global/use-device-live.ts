import { type RefObject, useEffect, useState } from 'react';

import type { MonitorWsMessage } from '@/api/generated/model';
import type { MonitorStore } from '@/api/monitor-store';

/** How far behind the live state a tile out of view may fall (it catches up at once in view). */
export const OFFSCREEN_MS = 1_000;

type Seen = (inView: boolean) => void;

/** Every watched element, the tiles that follow it and whether it was last seen in view. */
const watched = new Map<Element, { tiles: Set<Seen>; inView?: boolean }>();
let viewport: IntersectionObserver | undefined;

/**
 * Follows whether an element is in the window's view, one observer for all of them. This is
 * narrower than what the browser renders: it renders `content-visibility: auto` content well
 * beyond the view, and the tiles there need not follow every frame. Where there is no
 * IntersectionObserver (jsdom) the element counts as in view.
 */
const watchInView = (element: Element, seen: Seen): (() => void) => {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  viewport ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const watch = watched.get(entry.target);
      if (!watch) continue;
      watch.inView = entry.isIntersecting;
      for (const tile of watch.tiles) tile(entry.isIntersecting);
    }
  });
  let watch = watched.get(element);
  if (!watch) {
    watch = { tiles: new Set() };
    watched.set(element, watch);
    viewport.observe(element);
  }
  const { tiles, inView } = watch;
  tiles.add(seen);
  if (inView !== undefined) seen(inView);
  return () => {
    tiles.delete(seen);
    if (tiles.size > 0) return;
    watched.delete(element);
    viewport?.unobserve(element);
  };
};

/** Per store, the tiles out of view that wait for the messages to stop: one timer serves them all. */
const quietWaits = new WeakMap<MonitorStore, Set<() => void>>();

/**
 * Runs `catchUp` once no message has come for OFFSCREEN_MS (checked once per OFFSCREEN_MS while
 * they still come); the returned function withdraws it.
 */
const whenQuiet = (store: MonitorStore, catchUp: () => void): (() => void) => {
  let waiting = quietWaits.get(store);
  if (!waiting) {
    const tiles = new Set<() => void>();
    const check = () => {
      const { receivedAt } = store.getSnapshot();
      const left = (receivedAt ?? 0) + OFFSCREEN_MS - Date.now();
      if (left > 0 && tiles.size > 0) {
        setTimeout(check, left);
        return;
      }
      quietWaits.delete(store);
      for (const run of tiles) run();
    };
    setTimeout(check, OFFSCREEN_MS);
    quietWaits.set(store, tiles);
    waiting = tiles;
  }
  const tiles = waiting;
  tiles.add(catchUp);
  return () => tiles.delete(catchUp);
};

/**
 * A device's live message for its tile. A tile in view follows every store frame; one out of view
 * catches up once per OFFSCREEN_MS (tiles take turns by device id, so a frame renders a few of
 * them, not all 500), within OFFSCREEN_MS once the messages stop, and at once when it comes into
 * view.
 */
export function useDeviceLive(
  store: MonitorStore,
  deviceId: number,
  /** The element whose being in view decides the tile's (the tile's block of tiles). */
  element: RefObject<Element | null>,
): MonitorWsMessage | undefined {
  const [live, setLive] = useState(() => store.getSnapshot().devices.get(deviceId));
  useEffect(() => {
    let visible = true;
    let due = 0;
    let shown: MonitorWsMessage | undefined;
    let withdraw: (() => void) | undefined;
    // Tiles take turns, each at its own moment of the second, and keep it after a slow frame (so
    // those whose turn fell in it do not stay bunched). The store stamps its frames with Date.now().
    const phase = (deviceId * 17) % OFFSCREEN_MS;
    const update = () => {
      withdraw?.();
      withdraw = undefined;
      const now = Date.now();
      due = now - ((((now - phase) % OFFSCREEN_MS) + OFFSCREEN_MS) % OFFSCREEN_MS) + OFFSCREEN_MS;
      shown = store.getSnapshot().devices.get(deviceId);
      setLive(shown);
    };
    // Once the messages stop, no store frame comes to catch up with: the shared wait does.
    const unsubscribe = store.subscribe(() => {
      const { devices, receivedAt } = store.getSnapshot();
      if (visible || (receivedAt ?? 0) >= due) return update();
      if (withdraw === undefined && devices.get(deviceId) !== shown) {
        withdraw = whenQuiet(store, () => {
          withdraw = undefined;
          update();
        });
      }
    });
    const stopWatching = element.current
      ? watchInView(element.current, (inView) => {
          visible = inView;
          if (inView) update();
        })
      : () => undefined;
    update();
    return () => {
      unsubscribe();
      stopWatching();
      withdraw?.();
    };
  }, [store, deviceId, element]);
  return live;
}
