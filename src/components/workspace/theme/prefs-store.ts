import { getUserPrefs, prefsOwnerOf, setLastTheme, setUserPrefs } from '@/lib/storage';

import {
  DEFAULT_PREFS,
  parsePrefs,
  type Prefs,
  resolveTheme,
  samePrefs,
  type Theme,
} from './prefs';

/**
 * The look of each user, read from storage once and shared by every part showing or changing it
 * (the user menu, the shell applying it). A pinned look (a story's toolbar) wins over storage.
 */
const cache = new Map<number, Prefs>();
const listeners = new Set<() => void>();
let pinned: Prefs | null = null;

const emit = (): void => {
  for (const listener of [...listeners]) listener();
};

// A look changed in another tab of the console (or storage cleared there) is read again here.
const onStorage = (event: StorageEvent): void => {
  const owner = prefsOwnerOf(event.key);
  if (event.key !== null && owner === null) return;
  if (owner === null) cache.clear();
  else cache.delete(owner);
  emit();
};

export const subscribePrefs = (listener: () => void): (() => void) => {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
};

/** The look of `userId` (the default with no user, nothing stored or a value that cannot be read). */
export const readPrefs = (userId: number | null): Prefs => {
  if (pinned) return pinned;
  if (userId === null) return DEFAULT_PREFS;
  const known = cache.get(userId);
  if (known) return known;
  const prefs = parsePrefs(getUserPrefs(userId));
  cache.set(userId, prefs);
  return prefs;
};

/** Stores the look of `userId` and the browser's last theme choice, and tells every reader. */
export const savePrefs = (userId: number | null, prefs: Prefs): void => {
  if (samePrefs(readPrefs(userId), prefs)) return;
  if (pinned) {
    pinned = prefs;
  } else if (userId !== null) {
    cache.set(userId, prefs);
    setUserPrefs(userId, prefs);
  }
  setLastTheme(prefs.theme);
  emit();
};

/**
 * Shows one look whatever is stored (null to follow storage again). Readers hear of it after the
 * current render, so it may be called while rendering (a story's decorator).
 */
export const pinPrefs = (prefs: Prefs | null): void => {
  if (pinned === prefs || (pinned && prefs && samePrefs(pinned, prefs))) return;
  pinned = prefs;
  queueMicrotask(emit);
};

/** Forgets what was read, so the next read comes from storage (a test's fresh start). */
export const resetPrefsCache = (): void => {
  cache.clear();
  pinned = null;
  emit();
};

/** Sets the look on <html>, where the styles and the parts drawn by code read it. */
export const applyLook = (theme: Theme, prefs: Prefs, root = document.documentElement): void => {
  root.dataset.theme = theme;
  root.dataset.density = prefs.density;
};

export const applyPrefs = (prefs: Prefs, systemDark: boolean): Theme => {
  const theme = resolveTheme(prefs.theme, systemDark);
  applyLook(theme, prefs);
  return theme;
};
