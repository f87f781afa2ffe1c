import { describe, expect, it } from 'vitest';

import { DEFAULT_PREFS, parsePrefs, resolveTheme } from './prefs';

describe('the look preference', () => {
  it('follows the system with standard tables by default', () => {
    expect(DEFAULT_PREFS).toEqual({ theme: 'system', density: 'standard' });
    expect(parsePrefs(undefined)).toEqual(DEFAULT_PREFS);
  });

  it('keeps each known field and drops anything else', () => {
    expect(parsePrefs({ theme: 'dark', density: 'compact' })).toEqual({
      theme: 'dark',
      density: 'compact',
    });
    expect(parsePrefs({ theme: 'purple', density: 'compact', extra: 1 })).toEqual({
      theme: 'system',
      density: 'compact',
    });
    expect(parsePrefs({ theme: 'light', density: 3 })).toEqual({
      theme: 'light',
      density: 'standard',
    });
    for (const bad of [null, 'dark', 42, ['dark'], true])
      expect(parsePrefs(bad)).toEqual(DEFAULT_PREFS);
  });

  it('paints the system’s theme only when following it', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
