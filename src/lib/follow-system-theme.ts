import { getLastTheme, lastThemeKey } from './storage';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * Keeps <html>'s theme with the browser's last choice where no signed-in shell applies a user's
 * look (the login screen, which starts it): it follows the system's scheme as it changes when that choice is to
 * follow it (or none was made), and takes a choice made in another tab of the console. Returns
 * the stop.
 */
export function followSystemTheme(root: HTMLElement = document.documentElement): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(SYSTEM_DARK);
  const apply = () => {
    const choice = getLastTheme();
    const theme =
      choice === 'light' || choice === 'dark' ? choice : query.matches ? 'dark' : 'light';
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
