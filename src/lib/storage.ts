import type { AuthorityCode, CurrentUser, IdName } from '@/api/generated/model';

import { isRecord } from './is-record';

export const storageKeys = {
  token: 'jwtToken',
  monitorData: 'monitor_last_wsdata',
  userInfo: 'user_info',
  authorities: 'authority_codes',
  fleets: 'fleet_list',
  cars: 'car_list',
} as const;

// Session keys, or a draft, "last looked" or read-announcements key under its own prefix.
type StorageKey =
  | (typeof storageKeys)[keyof typeof storageKeys]
  | `draft:${string}`
  | `seen:${string}`
  | `announcements-read:${string}`
  | `tabs:${string}`
  | `prefs:${string}`
  | typeof lastThemeKey
  | `recent-places:${string}`;

/**
 * The theme last chosen in this browser (light, dark or system), whoever chose it: index.html reads
 * it before the first paint. Outside storageKeys, so a logout keeps the look.
 */
export const lastThemeKey = 'theme';

// Storage can be unavailable (privacy modes, quota): the app must keep working without it.
const read = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** false when storage refused the value (quota, privacy mode): it does not survive a reload. */
const write = (key: StorageKey, value: string): boolean => {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};

const remove = (key: StorageKey): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as write.
  }
};

const readJson = (key: StorageKey): unknown => {
  const raw = read(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

const isIdName = (value: unknown): value is IdName =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';

const isCurrentUser = (value: unknown): value is CurrentUser =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.username === 'string' &&
  typeof value.realName === 'string' &&
  Array.isArray(value.roles) &&
  Array.isArray(value.authorities) &&
  Array.isArray(value.userTagIds);

const readIdNames = (key: StorageKey): IdName[] => {
  const value = readJson(key);
  return Array.isArray(value) ? value.filter(isIdName) : [];
};

const listeners = new Set<() => void>();
// Counts sign-ins and sign-outs (here or in another tab), so an answer asked for in one session can
// tell that it arrived in another.
let sessionEpoch = 0;
const emitSession = (): void => {
  sessionEpoch += 1;
  for (const listener of [...listeners]) listener();
};

/** Changes whenever a session starts or ends: compare it before and after waiting on the server. */
export const getSessionEpoch = (): number => sessionEpoch;

// Another tab logging in or out changes the token under us.
const onStorage = (event: StorageEvent): void => {
  if (event.key === null || event.key === storageKeys.token) emitSession();
};

export const subscribeSession = (listener: () => void): (() => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

export const getToken = (): string | null => {
  const token = read(storageKeys.token);
  return token === null || token.trim() === '' ? null : token;
};

export const setToken = (token: string): void => {
  write(storageKeys.token, token);
  emitSession();
};

export const clearToken = (): void => {
  remove(storageKeys.token);
  emitSession();
};

export const getUserInfo = (): CurrentUser | null => {
  const value = readJson(storageKeys.userInfo);
  return isCurrentUser(value) ? value : null;
};

export const setUserInfo = (user: CurrentUser): void => {
  write(storageKeys.userInfo, JSON.stringify(user));
};

/**
 * The stored authority codes, unchecked: getAuthorities (src/lib/authority.ts) keeps the codes the
 * contract knows. The list of known codes is not needed to log in, so it stays out of this module.
 */
export const getStoredAuthorities = (): unknown[] => {
  const value: unknown = readJson(storageKeys.authorities);
  return Array.isArray(value) ? (value as unknown[]) : [];
};

/** Whether a list of codes is stored at all (an empty list is an answer; no list is none yet). */
export const hasStoredAuthorities = (): boolean => Array.isArray(readJson(storageKeys.authorities));

export const setAuthorities = (codes: readonly AuthorityCode[]): void => {
  write(storageKeys.authorities, JSON.stringify(codes));
};

export const getMonitorData = (): unknown => readJson(storageKeys.monitorData) ?? null;

export const setMonitorData = (data: unknown): void => {
  write(storageKeys.monitorData, JSON.stringify(data));
};

export const removeMonitorData = (): void => remove(storageKeys.monitorData);

export const getFleets = (): IdName[] => readIdNames(storageKeys.fleets);

export const setFleets = (fleets: readonly IdName[]): void => {
  write(storageKeys.fleets, JSON.stringify(fleets));
};

export const getCars = (): IdName[] => readIdNames(storageKeys.cars);

export const setCars = (cars: readonly IdName[]): void => {
  write(storageKeys.cars, JSON.stringify(cars));
};

export const clearSession = (): void => {
  for (const key of Object.values(storageKeys)) remove(key);
  emitSession();
};

// Unsaved form drafts. They live under their own prefix, outside storageKeys, so clearSession (an
// expired session or a logout) leaves them for the user to pick up after logging in again.
const DRAFT_PREFIX = 'draft:' as const;

/** A stored draft, or undefined when there is none or it cannot be read (corrupt JSON). */
export const getDraft = (key: string): unknown => readJson(`${DRAFT_PREFIX}${key}`);

/** Stores a draft; false when storage refused it (quota, privacy mode). */
export const setDraft = (key: string, value: unknown): boolean =>
  write(`${DRAFT_PREFIX}${key}`, JSON.stringify(value));

export const removeDraft = (key: string): void => remove(`${DRAFT_PREFIX}${key}`);

/** Removes every stored draft (a fresh start: each story begins with none). */
export const removeAllDrafts = (): void => {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(DRAFT_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage not available: there is nothing to remove.
  }
};

// When a user last looked at something (say the download centre), per user; kept across logouts like drafts.
const SEEN_PREFIX = 'seen:' as const;

/** The stored time (ms) `key` was last looked at, or null when never or unreadable. */
export const getSeenAt = (key: string): number | null => {
  const value = readJson(`${SEEN_PREFIX}${key}`);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export const setSeenAt = (key: string, at: number): boolean =>
  write(`${SEEN_PREFIX}${key}`, JSON.stringify(at));

// Announcements a user has read, per user id; like drafts they outlive a logout.
const readKey = (userId: number) => `announcements-read:${userId}` as const;

/** Ids of the announcements `userId` has read (empty when none or unreadable). */
export const getReadAnnouncements = (userId: number): number[] => {
  const value = readJson(readKey(userId));
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
};

/** Marks announcements read for `userId`; the list keeps the newest 200 ids. */
export const markAnnouncementsRead = (userId: number, ids: readonly number[]): void => {
  const next = [...new Set([...getReadAnnouncements(userId), ...ids])].slice(-200);
  write(readKey(userId), JSON.stringify(next));
};

// The workspace tabs a user has open, per user id; like drafts they outlive a logout or an expiry.
const tabsKey = (userId: number) => `tabs:${userId}` as const;

/** The stored tabs of `userId`, unchecked (undefined when none or unreadable JSON). */
export const getStoredTabs = (userId: number): unknown => readJson(tabsKey(userId));

/** Stores the tabs of `userId`; false when storage refused them. */
export const setStoredTabs = (userId: number, value: unknown): boolean =>
  write(tabsKey(userId), JSON.stringify(value));

/** Removes every user's stored tabs (a fresh start: each story begins with none). */
export const removeAllTabs = (): void => {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith('tabs:'));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage not available: there is nothing to remove.
  }
};

// A user's look (theme and table density), one small JSON object per user id; it outlives a logout.
const prefsKey = (userId: number) => `prefs:${userId}` as const;

/** The stored look of `userId`, unchecked (undefined when none or unreadable). */
export const getUserPrefs = (userId: number): unknown => readJson(prefsKey(userId));

export const setUserPrefs = (userId: number, value: unknown): boolean =>
  write(prefsKey(userId), JSON.stringify(value));

export const getLastTheme = (): string | null => read(lastThemeKey);

/** The user whose stored look `key` is (a key another browser tab changed), or null. */
export const prefsOwnerOf = (key: string | null): number | null => {
  const id = /^prefs:(\d+)$/.exec(key ?? '')?.[1];
  return id === undefined ? null : Number(id);
};

export const setLastTheme = (value: string): boolean => write(lastThemeKey, value);

// The places a user visited last, per user id; like drafts they outlive a logout.
const recentPlacesKey = (userId: number) => `recent-places:${userId}` as const;

/** The stored recent places of `userId`, unchecked (undefined when none or unreadable). */
export const getRecentPlaces = (userId: number): unknown => readJson(recentPlacesKey(userId));

/** Stores the recent places of `userId`; false when storage refused them. */
export const setRecentPlaces = (userId: number, places: unknown): boolean =>
  write(recentPlacesKey(userId), JSON.stringify(places));
