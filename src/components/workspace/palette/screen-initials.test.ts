import { describe, expect, it } from 'vitest';

import { isNavGroup, navigation } from '@/components/layout/navigation';
import { type RouteTitleKey, routeTitles } from '@/strings/routes';

import { initialsOf } from './match';
import { screenInitials } from './screen-initials';

const hanCount = (text: string): number => text.match(/\p{Script=Han}/gu)?.length ?? 0;

const navigationTitles = navigation.flatMap((entry) =>
  isNavGroup(entry) ? [entry.title, ...entry.items.map((item) => item.title)] : [entry.title],
);

describe('screen initials', () => {
  it.each(navigationTitles)('%s has one initial per Han character', (title) => {
    expect(initialsOf(title)).toMatch(/^[a-z]*$/);
    expect(initialsOf(title)).toHaveLength(hanCount(title));
  });

  it('gives every route title initials of its length', () => {
    for (const key of Object.keys(routeTitles) as RouteTitleKey[]) {
      expect(screenInitials[key], routeTitles[key]).toHaveLength(hanCount(routeTitles[key]));
    }
  });

  it('knows the device list as sblb', () => {
    expect(initialsOf('设备列表')).toBe('sblb');
  });
});
