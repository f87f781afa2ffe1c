import type { Density, ThemeChoice } from './prefs';

export const themeStrings = {
  theme: '主题',
  density: '表格密度',
  themeChoice: {
    light: '浅色',
    dark: '深色',
    system: '跟随系统',
  } satisfies Record<ThemeChoice, string>,
  densityChoice: {
    standard: '标准',
    compact: '紧凑',
  } satisfies Record<Density, string>,
} as const;
