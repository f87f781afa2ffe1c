import { useEffect, useState, type RefObject } from 'react';
import type { MonitorWsMessage } from '@/api/generated/model';
import type { MonitorStore } from '@/api/monitor-store';

/** How far behind the live state a tile out of view may fall (it catches up at once in view). */
export const OFFSCREEN_MS = 1_000;

/**
 * Follows whether the browser renders an element with `content-visibility: auto` (it skips those
 * out of view, and says so); where it never says (jsdom, older browsers) the element counts as
 * in view.
 */
const watchVisibility = (element: Element, seen: (visible: boolean) => void) => {
  const onChange = (event: Event) => {
    if (event instanceof ContentVisibilityAutoStateChangeEvent) seen(!event.skipped);
  };
  element.addEventListener('contentvisibilityautostatechange', onChange);
  return () => element.removeEventListener('contentvisibilityautostatechange', onChange);
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
  /** The tile's element with `content-visibility: auto`. */
  element: RefObject<Element | null>,
): MonitorWsMessage | undefined {
  const [live, setLive] = useState(() => store.getSnapshot().devices.get(deviceId));
  useEffect(() => {
    let visible = true;
    let due = 0;
    let shown: MonitorWsMessage | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Tiles take turns, each at its own moment of the second, and keep it after a slow frame (so
    // those whose turn fell in it do not stay bunched). The store stamps its frames with Date.now().
    const phase = (deviceId * 17) % OFFSCREEN_MS;
    const update = () => {
      const now = Date.now();
      due = now - ((((now - phase) % OFFSCREEN_MS) + OFFSCREEN_MS) % OFFSCREEN_MS) + OFFSCREEN_MS;
      shown = store.getSnapshot().devices.get(deviceId);
      setLive(shown);
    };
    // Once the messages stop, no store frame comes to catch up with: a timer does.
    const whenStopped = () => {
      timer = undefined;
      const { receivedAt } = store.getSnapshot();
      if (receivedAt !== null && receivedAt + OFFSCREEN_MS > Date.now()) return;
      update();
    };
    const unsubscribe = store.subscribe(() => {
      const { devices, receivedAt } = store.getSnapshot();
      if (visible || (receivedAt ?? 0) >= due) return update();
      if (timer === undefined && devices.get(deviceId) !== shown) {
        timer = setTimeout(whenStopped, OFFSCREEN_MS);
      }
    });
    const stopWatching = element.current
      ? watchVisibility(element.current, (seen) => {
          visible = seen;
          if (seen) update();
        })
      : () => undefined;
    update();
    return () => {
      unsubscribe();
      stopWatching();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [store, deviceId, element]);
  return live;
}
