import { useSearch } from '@tanstack/react-router';
import { isSafeRedirect } from '@/api/session-expiry';

export const DEFAULT_LOGIN_TARGET = '/device-management/device-list';

export interface LoginTarget {
  /** The raw `redirect` search param: present when the previous session expired. */
  redirect: string | undefined;
  /** Where to go after login: the redirect when it is a path of this app, else the device list. */
  target: string;
}

export function useLoginTarget(): LoginTarget {
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const redirect = typeof search.redirect === 'string' ? search.redirect : undefined;
  return {
    redirect,
    target: redirect !== undefined && isSafeRedirect(redirect) ? redirect : DEFAULT_LOGIN_TARGET,
  };
}
