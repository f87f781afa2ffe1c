import { useSearch } from '@tanstack/react-router';
import { isSafeRedirect } from '@/api/session-expiry';

export const DEFAULT_LOGIN_TARGET = '/device-management/device-list';

export interface LoginTarget {
  /** The raw `redirect` search param (a deep link visited without a token carries one too). */
  redirect: string | undefined;
  /** The session ended by expiry (the client marks the login URL), not a first visit. */
  expired: boolean;
  /** Where to go after login: the redirect when it is a path of this app, else the device list. */
  target: string;
}

export function useLoginTarget(): LoginTarget {
  const search: { redirect?: unknown; expired?: unknown } = useSearch({ strict: false });
  const redirect = typeof search.redirect === 'string' ? search.redirect : undefined;
  return {
    redirect,
    expired: search.expired === true,
    target: redirect !== undefined && isSafeRedirect(redirect) ? redirect : DEFAULT_LOGIN_TARGET,
  };
}
