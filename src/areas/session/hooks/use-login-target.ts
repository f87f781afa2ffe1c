import { useSearch } from '@tanstack/react-router';

import { isSafeRedirect } from '@/api/session-expiry';
import { landingPath } from '@/components/layout/navigation';

export interface LoginTarget {
  /** The raw `redirect` search param (a deep link visited without a token carries one too). */
  redirect: string | undefined;
  /** The session ended by expiry (the client marks the login URL), not a first visit. */
  expired: boolean;
  /**
   * Where to go after login with the account's codes: the redirect when it is a path of this app
   * that the codes allow, else the account's first screen (the device list when allowed).
   */
  targetFor: (codes: readonly unknown[]) => string;
}

export function useLoginTarget(): LoginTarget {
  const search: { redirect?: unknown; expired?: unknown } = useSearch({ strict: false });
  const redirect = typeof search.redirect === 'string' ? search.redirect : undefined;
  const safe = redirect !== undefined && isSafeRedirect(redirect) ? redirect : undefined;
  return {
    redirect,
    expired: search.expired === true,
    targetFor: (codes) => landingPath(codes, safe),
  };
}
