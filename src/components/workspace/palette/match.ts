import type { AuthorityCode } from '@/api/generated/model';
import { isNavGroup, visibleNavigation } from '@/components/layout/navigation';
import { type RouteTitleKey, routeTitles } from '@/strings/routes';

import { screenInitials } from './screen-initials';

/** A screen the palette offers: its title, the area it belongs to, its path and its initials. */
export interface PaletteScreen {
  title: string;
  area: string | null;
  to: string;
  initials: string;
}

const initialsByTitle: ReadonlyMap<string, string> = new Map(
  (Object.keys(routeTitles) as RouteTitleKey[]).map((key) => [
    routeTitles[key],
    screenInitials[key],
  ]),
);

/** The pinyin initials of a route title ('' when it has none). */
export const initialsOf = (title: string): string => initialsByTitle.get(title) ?? '';

/** The menu screens a user holding `held` may see, in menu order. */
export function paletteScreens(held: readonly AuthorityCode[]): PaletteScreen[] {
  return visibleNavigation(held).flatMap((entry): PaletteScreen[] =>
    isNavGroup(entry)
      ? entry.items.map((item) => ({
          title: item.title,
          area: entry.title,
          to: String(item.to),
          initials: initialsOf(item.title),
        }))
      : [
          {
            title: entry.title,
            area: null,
            to: String(entry.to),
            initials: initialsOf(entry.title),
          },
        ],
  );
}

/** What a user typed, as the matcher compares it: trimmed, lower case, without inner spaces. */
export const normalizeQuery = (text: string): string =>
  text.trim().toLowerCase().replace(/\s+/g, '');

/**
 * How well `query` (normalized) matches a screen, lower is better; null for no match. The title
 * itself counts first (whole, start, anywhere), then the initials (whole, start, anywhere), then
 * the area's title, so `sb` puts the device screens ahead of a screen that only contains them.
 */
export function screenRank(screen: PaletteScreen, query: string): number | null {
  if (query === '') return 0;
  const title = screen.title.toLowerCase();
  if (title === query) return 0;
  if (title.startsWith(query)) return 1;
  if (screen.initials === query) return 2;
  if (screen.initials.startsWith(query)) return 3;
  if (title.includes(query)) return 4;
  if (screen.initials.includes(query)) return 5;
  const area = screen.area?.toLowerCase() ?? '';
  const areaInitials = screen.area === null ? '' : initialsOf(screen.area);
  if (area.includes(query) || (areaInitials !== '' && areaInitials.startsWith(query))) return 6;
  return null;
}

/** The screens matching `text`, best first; screens of equal rank keep the menu's order. */
export function matchScreens(screens: readonly PaletteScreen[], text: string): PaletteScreen[] {
  const query = normalizeQuery(text);
  return screens
    .map((screen, order) => ({ screen, order, rank: screenRank(screen, query) }))
    .filter(
      (entry): entry is { screen: PaletteScreen; order: number; rank: number } =>
        entry.rank !== null,
    )
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.screen);
}
