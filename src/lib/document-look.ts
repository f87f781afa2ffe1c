import { useMemo, useSyncExternalStore } from 'react';

/**
 * The look set on <html>: `data-theme` (light or dark, always resolved) and `data-density`
 * (standard or compact). Parts that cannot follow CSS on their own (canvas, SVG attributes, a
 * virtualizer's row height) read them here and render again when they change.
 */
const observe = (attribute: string, listener: () => void): (() => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
  return () => observer.disconnect();
};

const themeNow = (): 'light' | 'dark' =>
  document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

const compactNow = (): boolean => document.documentElement.dataset.density === 'compact';

/** The painted theme; a change renders again. */
export const useDocumentTheme = (): 'light' | 'dark' =>
  useSyncExternalStore(
    (listener) => observe('data-theme', listener),
    themeNow,
    () => 'light',
  );

/** Whether tables are compact; a change renders again. */
export const useCompactDensity = (): boolean =>
  useSyncExternalStore(
    (listener) => observe('data-density', listener),
    compactNow,
    () => false,
  );

/**
 * The resolved value of a theme variable (`--color-fg`) for canvas and SVG code, or `fallback`
 * where no stylesheet is applied (tests).
 */
export const themeColour = (name: `--${string}`, fallback: string): string => {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
};

/** Theme variables to read, each with the value to use where no stylesheet is applied. */
export type ColourSpec = Readonly<Record<string, readonly [name: `--${string}`, fallback: string]>>;

export type Colours<T extends ColourSpec> = { readonly [K in keyof T]: string } & {
  readonly theme: 'light' | 'dark';
};

const readColours = <T extends ColourSpec>(spec: T, theme: 'light' | 'dark'): Colours<T> => {
  const colours: Record<string, string> = {};
  for (const [key, [name, fallback]] of Object.entries(spec))
    colours[key] = themeColour(name, fallback);
  return { ...(colours as { [K in keyof T]: string }), theme };
};

/**
 * The resolved colours of `spec` (a module constant) in the painted theme, read again when the
 * theme changes: canvas and SVG code draws with them and repaints with the new ones.
 */
export function useThemeColours<T extends ColourSpec>(spec: T): Colours<T> {
  const theme = useDocumentTheme();
  return useMemo(() => readColours(spec, theme), [spec, theme]);
}
