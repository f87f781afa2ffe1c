export { ThemeMenuItems } from './theme-menu-items';
export { useApplyPrefs, usePrefs } from './use-prefs';
