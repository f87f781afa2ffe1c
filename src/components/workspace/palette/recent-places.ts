import { isRecord } from '@/lib/is-record';
import { getRecentPlaces, setRecentPlaces } from '@/lib/storage';

/** A place the user went to: the whole path with its search, and the screen's title. */
export interface RecentPlace {
  href: string;
  title: string;
}

export const RECENT_PLACES_MAX = 10;

const isPlace = (value: unknown): value is RecentPlace =>
  isRecord(value) &&
  typeof value.href === 'string' &&
  value.href.startsWith('/') &&
  typeof value.title === 'string';

const pathOf = (href: string): string => href.split(/[?#]/, 1)[0] ?? href;

/** The places `userId` visited last, newest first (empty when none or unreadable). */
export function recentPlaces(userId: number): RecentPlace[] {
  const stored = getRecentPlaces(userId);
  return Array.isArray(stored) ? stored.filter(isPlace).slice(0, RECENT_PLACES_MAX) : [];
}

/**
 * Puts `place` first in the places of `userId`. One entry per screen path: going back to a screen
 * with other filters or another page replaces its entry, so ten places are ten screens or records.
 */
export function recordPlace(userId: number, place: RecentPlace): RecentPlace[] {
  const path = pathOf(place.href);
  const next = [place, ...recentPlaces(userId).filter((p) => pathOf(p.href) !== path)].slice(
    0,
    RECENT_PLACES_MAX,
  );
  setRecentPlaces(userId, next);
  return next;
}
