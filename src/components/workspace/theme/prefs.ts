import { isRecord } from '@/lib/is-record';

/** The theme a user picks: a fixed one, or whatever the system asks for. */
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The theme actually painted. */
export type Theme = 'light' | 'dark';

/** Table rows at their usual height, or about 32 px for more rows in view. */
export const densities = ['standard', 'compact'] as const;
export type Density = (typeof densities)[number];

/** One user's look, stored as one small JSON object. */
export interface Prefs {
  theme: ThemeChoice;
  density: Density;
}

export const DEFAULT_PREFS: Prefs = { theme: 'system', density: 'standard' };

/** The media query of a dark system preference. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  themeChoices.some((choice) => choice === value);

export const isDensity = (value: unknown): value is Density =>
  densities.some((density) => density === value);

/** A stored value read field by field: anything unknown falls back to the default. */
export const parsePrefs = (value: unknown): Prefs => {
  if (!isRecord(value)) return DEFAULT_PREFS;
  return {
    theme: isThemeChoice(value.theme) ? value.theme : DEFAULT_PREFS.theme,
    density: isDensity(value.density) ? value.density : DEFAULT_PREFS.density,
  };
};

/** The theme to paint for a choice, given whether the system asks for dark now. */
export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): Theme =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

export const samePrefs = (a: Prefs, b: Prefs): boolean =>
  a.theme === b.theme && a.density === b.density;
