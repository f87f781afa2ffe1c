import type { AuthorityCode } from '@/api/generated/model';
import {
  isNavGroup,
  type NavEntry,
  navigation,
  visibleNavigation,
} from '@/components/layout/navigation';

import { keyStrings as s } from './strings';

export type KeySection = keyof typeof s.sections;

/** What the console's key handler does for a key. */
export type KeyCommand =
  | { kind: 'palette' }
  | { kind: 'key-list' }
  /** Go to an area: its own screen, or the first screen of it the user may see. */
  | { kind: 'go'; area: string }
  /** Close the tab shown, or reopen the tab closed last. */
  | { kind: 'tab'; action: 'close' | 'reopen' };

export interface KeyBinding {
  id: string;
  /** The chords pressed in turn: `['g', 'd']`, `['Mod+k']`, `['Alt+Shift+w']` (Mod: Ctrl or ⌘). */
  sequence: readonly string[];
  label: string;
  section: KeySection;
  /** Run by the console's key handler; without one the key is handled where it applies. */
  command?: KeyCommand;
  /** Shown and active only for a user holding one of these (an area's view codes). */
  codes?: readonly AuthorityCode[];
}

/** Where a menu entry leads: an area's path, or a single screen's. */
const areaKey = (entry: NavEntry): string => (isNavGroup(entry) ? entry.base : String(entry.to));

/** The letter after `g` for each area of the menu, by the area's path. */
export const areaLetters: Readonly<Record<string, string>> = {
  '/dashboard': 'd',
  '/device-management': 's',
  '/test-project-management': 'p',
  '/monitoring': 'm',
  '/data-manager': 'o',
  '/data-compute': 'c',
  '/firmware-library': 'f',
  '/database-management': 'b',
  '/master-data-management': 'z',
  '/system-management': 'x',
  '/download': 'l',
};

const goBindings: KeyBinding[] = navigation.flatMap((entry): KeyBinding[] => {
  const area = areaKey(entry);
  const letter = areaLetters[area];
  if (letter === undefined) return [];
  return [
    {
      id: `go-${letter}`,
      sequence: ['g', letter],
      label: s.goTo(entry.title),
      section: 'go',
      command: { kind: 'go', area },
      codes: isNavGroup(entry) ? entry.items.map((item) => item.code) : [entry.code],
    },
  ];
});

/** Every key of the console: the key handler acts on these and the key list shows them. */
export const keyBindings: readonly KeyBinding[] = [
  {
    id: 'palette',
    sequence: ['Mod+k'],
    label: s.palette,
    section: 'general',
    command: { kind: 'palette' },
  },
  {
    id: 'key-list',
    sequence: ['?'],
    label: s.keyList,
    section: 'general',
    command: { kind: 'key-list' },
  },
  // The list kit's search box answers `/` itself, on the screens that have one.
  { id: 'search', sequence: ['/'], label: s.search, section: 'general' },
  ...goBindings,
  {
    id: 'close-tab',
    sequence: ['Alt+w'],
    label: s.closeTab,
    section: 'tabs',
    command: { kind: 'tab', action: 'close' },
  },
  {
    id: 'reopen-tab',
    sequence: ['Alt+Shift+w'],
    label: s.reopenTab,
    section: 'tabs',
    command: { kind: 'tab', action: 'reopen' },
  },
];

/** The keys a user holding `held` has: areas they may not see are left out. */
export const keysFor = (held: readonly AuthorityCode[]): KeyBinding[] =>
  keyBindings.filter((key) => key.codes === undefined || key.codes.some((c) => held.includes(c)));

/** The path an area key leads to for a user holding `held`, or null when they may see none of it. */
export function areaTarget(area: string, held: readonly AuthorityCode[]): string | null {
  const entry = visibleNavigation(held).find((candidate) => areaKey(candidate) === area);
  if (entry === undefined) return null;
  if (!isNavGroup(entry)) return String(entry.to);
  const first = entry.items[0];
  return first ? String(first.to) : null;
}
