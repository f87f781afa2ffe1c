import { afterEach, describe, expect, it, vi } from 'vitest';

import { lastThemeKey } from '@/lib/storage';
import { fakeSystemScheme } from '@/testing/fake-system-scheme';

import { followSystemTheme } from './follow-system-theme';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('followSystemTheme', () => {
  it('follows a change of the system scheme while the choice is to follow it', () => {
    const system = fakeSystemScheme(false);
    localStorage.setItem(lastThemeKey, 'system');
    document.documentElement.dataset.theme = 'light';
    const stop = followSystemTheme();
    system.set(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    system.set(false);
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
    expect(system.listening()).toBe(0);
    system.set(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps a light or dark choice whatever the system does', () => {
    const system = fakeSystemScheme(false);
    localStorage.setItem(lastThemeKey, 'light');
    document.documentElement.dataset.theme = 'light';
    const stop = followSystemTheme();
    system.set(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });

  it('takes a choice made in another tab of the console', () => {
    fakeSystemScheme(false);
    document.documentElement.dataset.theme = 'light';
    const stop = followSystemTheme();
    localStorage.setItem(lastThemeKey, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: lastThemeKey, newValue: 'dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });
});
