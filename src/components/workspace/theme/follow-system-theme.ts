import { getLastTheme, lastThemeKey } from '@/lib/storage';

import { isThemeChoice, resolveTheme, SYSTEM_DARK_QUERY } from './prefs';

/**
 * Keeps <html>'s theme with the browser's last choice where no signed-in shell applies a user's
 * look (the login screen, which starts it): it follows the system's scheme as it changes when that choice is to
 * follow it (or none was made), and takes a choice made in another tab of the console. Returns
 * the stop.
 */
export function followSystemTheme(root: HTMLElement = document.documentElement): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  const apply = () => {
    const choice = getLastTheme();
    const theme = resolveTheme(isThemeChoice(choice) ? choice : 'system', query.matches);
    if (root.dataset.theme !== theme) root.dataset.theme = theme;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === lastThemeKey || event.key === null) apply();
  };
  query.addEventListener('change', apply);
  window.addEventListener('storage', onStorage);
  return () => {
    query.removeEventListener('change', apply);
    window.removeEventListener('storage', onStorage);
  };
}
