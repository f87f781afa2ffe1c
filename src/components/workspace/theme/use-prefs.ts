import { useLayoutEffect, useSyncExternalStore } from 'react';

import { getUserInfo, setLastTheme, subscribeSession } from '@/lib/storage';

import { type Density, type Prefs, SYSTEM_DARK_QUERY, type ThemeChoice } from './prefs';
import { applyPrefs, readPrefs, savePrefs, subscribePrefs } from './prefs-store';

const currentUserId = (): number | null => getUserInfo()?.id ?? null;

const subscribeAll = (listener: () => void): (() => void) => {
  const stopPrefs = subscribePrefs(listener);
  const stopSession = subscribeSession(listener);
  return () => {
    stopPrefs();
    stopSession();
  };
};

export interface PrefsControls {
  prefs: Prefs;
  setTheme: (theme: ThemeChoice) => void;
  setDensity: (density: Density) => void;
}

/** The signed-in user's look and how to change it. */
export function usePrefs(): PrefsControls {
  const prefs = useSyncExternalStore(subscribeAll, () => readPrefs(currentUserId()));
  return {
    prefs,
    setTheme: (theme) => savePrefs(currentUserId(), { ...readPrefs(currentUserId()), theme }),
    setDensity: (density) => savePrefs(currentUserId(), { ...readPrefs(currentUserId()), density }),
  };
}

const systemQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : null;

const subscribeSystem = (listener: () => void): (() => void) => {
  const query = systemQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};

/** Whether the system asks for a dark theme now; a change renders again. */
export function useSystemDark(): boolean {
  return useSyncExternalStore(
    subscribeSystem,
    () => systemQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * Paints the signed-in user's look on <html> and keeps it there: a change of choice, of user, or
 * of the system's preference (for a user who follows it) repaints at once. The choice is also kept as this
 * browser's last one, which index.html applies before the next start paints.
 */
export function useApplyPrefs(): void {
  const { prefs } = usePrefs();
  const systemDark = useSystemDark();
  useLayoutEffect(() => {
    applyPrefs(prefs, systemDark);
    setLastTheme(prefs.theme);
  }, [prefs, systemDark]);
}
