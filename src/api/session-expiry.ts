import { notify } from '@/lib/notify';
import { clearSession, getToken, subscribeSession } from '@/lib/storage';
import { messages } from '@/strings/common';

const LOGIN_PATH = '/login';
// Resolving against a throwaway origin tells an app path from anything that leaves the app.
const PROBE_ORIGIN = 'http://app.invalid';

let redirecting = false;

// A fresh login re-arms the redirect for the next expiry.
subscribeSession(() => {
  if (getToken() !== null) redirecting = false;
});

const pathOnly = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

/** True only for a path of this app (single leading '/'), never another origin, never /login. */
export const isSafeRedirect = (path: string): boolean => {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return false;
  // Browsers read '\' as '/', and control characters are stripped before parsing.
  if ([...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c === '\u007f')) return false;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== PROBE_ORIGIN) return false;
  const bare = pathOnly(path).replace(/\/+$/, '');
  return bare !== LOGIN_PATH;
};

/** The search of the login route: where to return, and whether a session just expired. */
export interface LoginSearch {
  /** The app path to return to after login (only followed when `isSafeRedirect` allows it). */
  redirect?: string;
  /** Set only by an expiry (a 102 answer), so a first visit to a deep link says nothing of one. */
  expired?: true;
}

// The router parses `expired=1` into the number 1; a hand-typed URL may carry 'true' or '1'.
const EXPIRED_VALUES: readonly unknown[] = [1, '1', true, 'true'];

/** The login route's search validation, shared with test routers. */
export const parseLoginSearch = (search: Record<string, unknown>): LoginSearch => ({
  ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  ...(EXPIRED_VALUES.includes(search.expired) ? { expired: true as const } : {}),
});

/** The app path the user is on, read from the hash route ('#/a/b?x=1' -> '/a/b?x=1'). */
const currentAppPath = (): string => {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : `/${hash}`;
};

const leaveForLogin = (expired: boolean): boolean => {
  if (redirecting) return false;
  redirecting = true;
  const from = currentAppPath();
  if (pathOnly(from).replace(/\/+$/, '') === LOGIN_PATH) return false;
  const params = [
    ...(isSafeRedirect(from) ? [`redirect=${encodeURIComponent(from)}`] : []),
    ...(expired ? ['expired=1'] : []),
  ];
  window.location.hash =
    params.length > 0 ? `#${LOGIN_PATH}?${params.join('&')}` : `#${LOGIN_PATH}`;
  return true;
};

/** Sends the user to the login screen once, however many requests fail together. */
export const redirectToLogin = (): void => {
  leaveForLogin(false);
};

/** A 102 answer: forget the session, then go to login once, marked as an expiry, saying why. */
export const expireSession = (): void => {
  clearSession();
  if (leaveForLogin(true)) notify({ kind: 'error', message: messages.sessionInvalid });
};
