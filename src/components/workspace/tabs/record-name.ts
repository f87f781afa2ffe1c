import { useLocation } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';

// The name of the record a screen shows (a device's serial number), by screen path: it titles the
// screen's tab in place of the breadcrumb's last part.
const names = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

const emit = () => {
  version += 1;
  for (const listener of [...listeners]) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const recordNameOf = (path: string): string | undefined => names.get(path);

/** Re-renders when a screen names (or stops naming) its record. */
export const useRecordNamesVersion = (): number =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );

/**
 * Names the record the calling screen shows, for its tab; undefined while it is not known yet.
 * The name stays with the tab once the screen is left.
 */
export function useTabRecordName(name: string | undefined): void {
  const path = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    const trimmed = name?.trim();
    if (!trimmed || names.get(path) === trimmed) return;
    names.set(path, trimmed);
    emit();
  }, [path, name]);
}
