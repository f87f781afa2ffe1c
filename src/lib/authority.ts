import { useSyncExternalStore } from 'react';

import { AuthorityCode } from '@/api/generated/model';
import { getStoredAuthorities, subscribeSession } from '@/lib/storage';

const knownCodes = new Set<string>(Object.values(AuthorityCode));
const isAuthorityCode = (value: unknown): value is AuthorityCode =>
  typeof value === 'string' && knownCodes.has(value);

/** The signed-in user's stored authority codes, without any the contract does not know. */
export function getAuthorities(): AuthorityCode[] {
  return getStoredAuthorities().filter(isAuthorityCode);
}

/** Whether the signed-in user holds `code` (read fresh from storage). */
export function hasAuthority(code: AuthorityCode): boolean {
  return getAuthorities().includes(code);
}

/** Whether the user holds at least one of `codes`. */
export function hasAnyAuthority(codes: readonly AuthorityCode[]): boolean {
  const held = getAuthorities();
  return codes.some((code) => held.includes(code));
}

// useSyncExternalStore needs a stable snapshot: storage hands out a new array on every read.
let lastRaw = '';
let lastCodes: readonly AuthorityCode[] = [];
function snapshot(): readonly AuthorityCode[] {
  const codes = getAuthorities();
  const raw = codes.join('\n');
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastCodes = codes;
  }
  return lastCodes;
}

const emptyCodes: readonly AuthorityCode[] = [];

/** The user's authority codes; re-renders when the session changes (login, logout, other tabs). */
export function useAuthorities(): readonly AuthorityCode[] {
  return useSyncExternalStore(subscribeSession, snapshot, () => emptyCodes);
}

/** Whether the user holds `code` (or any one of several); re-renders when the session changes. */
export function useCan(code: AuthorityCode | readonly AuthorityCode[]): boolean {
  const held = useAuthorities();
  const needed: readonly AuthorityCode[] = typeof code === 'string' ? [code] : code;
  return needed.some((c) => held.includes(c));
}
