import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

import { createMonitorSocket, type MonitorConnection } from '@/api/monitor-socket';
import { createMonitorStore, type MonitorSnapshot, type MonitorStore } from '@/api/monitor-store';
import { whenIdle } from '@/lib/schedule';

import { createStoredWriter, readStored } from '../monitor-persist';
import { SocketFactoryContext } from './socket-factory';

// Writing the whole state (500 devices) takes tens of milliseconds at full rate, a frame or more:
// leaving the page or the screen saves it at once, so a reload shows the state it left, and while
// the screen stays open a save every ten seconds covers a tab that ends without leaving.
const SAVE_EVERY_MS = 10_000;
/** Time left before the next frame that a save needs. */
const SAVE_NEEDS_MS = 8;

export interface MonitorLink {
  connection: MonitorConnection;
  /** The coalesced live state; parts that show it follow it themselves (useMonitorSnapshot). */
  store: MonitorStore;
}

export interface MonitorFeed extends MonitorLink {
  snapshot: MonitorSnapshot;
}

/** The live state of `store`: the component renders again on each store frame. */
export const useMonitorSnapshot = (store: MonitorStore): MonitorSnapshot =>
  useSyncExternalStore(store.subscribe, store.getSnapshot);

/**
 * One socket for the screen (every device, or one), its messages coalesced per frame. The screen
 * itself renders again only when the connection changes; what shows the live state follows the
 * store on its own.
 */
export function useMonitorLink(deviceId?: number): MonitorLink {
  const createSocket = useContext(SocketFactoryContext);
  const [feed] = useState(() => {
    // A frame's changes render within it, tiles and counts in one commit, rather than in a task of
    // their own after it that would hold back the next batch of messages.
    const store = createMonitorStore(undefined, undefined, flushSync);
    const stored = readStored(deviceId);
    if (stored) store.restore(stored.messages, stored.savedAt);
    const socket = createMonitorSocket({
      deviceId,
      onMessages: store.pushMany,
      ...(createSocket ? { createSocket } : {}),
    });
    return { store, socket };
  });
  const { store, socket } = feed;

  useEffect(() => {
    socket.start();
    const writeStored = createStoredWriter();
    let savedAt = 0;
    let pending = false;
    // The save waits for an idle moment after its period with room before the next frame, so it
    // neither lengthens a live frame nor holds the next one back.
    const save = () => {
      if (!pending) return;
      pending = false;
      savedAt = Date.now();
      const { devices, stored } = store.getSnapshot();
      if (!stored) writeStored(devices, savedAt);
    };
    const unsubscribe = store.subscribe(() => {
      if (pending) return;
      pending = true;
      setTimeout(
        () => whenIdle(save, SAVE_EVERY_MS, SAVE_NEEDS_MS),
        Math.max(0, savedAt + SAVE_EVERY_MS - Date.now()),
      );
    });
    const saveOnLeaving = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', saveOnLeaving);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', saveOnLeaving);
      save();
      socket.stop();
    };
  }, [socket, store]);

  const connection = useSyncExternalStore(socket.subscribe, socket.getState);
  return { connection, store };
}

/** The socket and its live state, for a screen that shows little else. */
export function useMonitorFeed(deviceId?: number): MonitorFeed {
  const link = useMonitorLink(deviceId);
  return { ...link, snapshot: useMonitorSnapshot(link.store) };
}
