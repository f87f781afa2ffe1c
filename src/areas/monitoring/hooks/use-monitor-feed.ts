import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createMonitorSocket, type MonitorConnection } from '@/api/monitor-socket';
import { createMonitorStore, type MonitorSnapshot, type MonitorStore } from '@/api/monitor-store';
import { whenIdle } from '@/lib/schedule';
import { createStoredWriter, readStored } from '../monitor-persist';
import { SocketFactoryContext } from './socket-factory';

// Writing the whole state on every frame would cost more than it saves: once a second is enough
// for a reload to show a recent state.
const SAVE_EVERY_MS = 1_000;

export interface MonitorFeed {
  snapshot: MonitorSnapshot;
  connection: MonitorConnection;
  /** The store behind `snapshot`, for parts that follow one device on their own. */
  store: MonitorStore;
}

/** One socket for the screen (every device, or one), its messages coalesced per frame. */
export function useMonitorFeed(deviceId?: number): MonitorFeed {
  const createSocket = useContext(SocketFactoryContext);
  const [feed] = useState(() => {
    const store = createMonitorStore();
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
    // The save waits for an idle moment after its second, so it does not lengthen a live frame.
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
        () => whenIdle(save, SAVE_EVERY_MS),
        Math.max(0, savedAt + SAVE_EVERY_MS - Date.now()),
      );
    });
    return () => {
      unsubscribe();
      save();
      socket.stop();
    };
  }, [socket, store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const connection = useSyncExternalStore(socket.subscribe, socket.getState);
  return { snapshot, connection, store };
}
