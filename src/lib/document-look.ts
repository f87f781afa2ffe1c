import { useSyncExternalStore } from 'react';

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
