import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getLastTheme, getUserPrefs, setUserInfo } from '@/lib/storage';
import { fakeSystemScheme } from '@/testing/fake-system-scheme';
import { testUser } from '@/testing/render-app';

import { resetPrefsCache } from './prefs-store';
import { useApplyPrefs, usePrefs } from './use-prefs';

/** The shell's hook and the menu's controls, as the console mounts them. */
const renderShell = () =>
  renderHook(() => {
    useApplyPrefs();
    return usePrefs();
  });

const html = document.documentElement;
const signInAs = (id: number) => setUserInfo({ ...testUser([]), id });

beforeEach(() => {
  resetPrefsCache();
  delete html.dataset.theme;
  delete html.dataset.density;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the applied look', () => {
  it('follows the system by default, and its changes while the console is open', () => {
    const system = fakeSystemScheme(false);
    signInAs(7);
    const { result } = renderShell();
    expect(result.current.prefs).toEqual({ theme: 'system', density: 'standard' });
    expect(html.dataset.theme).toBe('light');
    expect(html.dataset.density).toBe('standard');
    system.set(true);
    expect(html.dataset.theme).toBe('dark');
    system.set(false);
    expect(html.dataset.theme).toBe('light');
    expect(getLastTheme()).toBe('system');
  });

  it('keeps a fixed choice whatever the system says, stored for that user and this browser', () => {
    const system = fakeSystemScheme(false);
    signInAs(7);
    const { result } = renderShell();
    act(() => result.current.setTheme('dark'));
    act(() => result.current.setDensity('compact'));
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.density).toBe('compact');
    system.set(false);
    expect(html.dataset.theme).toBe('dark');
    expect(getUserPrefs(7)).toEqual({ theme: 'dark', density: 'compact' });
    expect(getLastTheme()).toBe('dark');
  });

  it('is kept per user', () => {
    fakeSystemScheme(false);
    localStorage.setItem('prefs:7', JSON.stringify({ theme: 'dark', density: 'compact' }));
    signInAs(8);
    const other = renderShell();
    expect(other.result.current.prefs).toEqual({ theme: 'system', density: 'standard' });
    expect(html.dataset.theme).toBe('light');
    other.unmount();
    signInAs(7);
    const { result } = renderShell();
    expect(result.current.prefs).toEqual({ theme: 'dark', density: 'compact' });
    expect(html.dataset.theme).toBe('dark');
  });

  it('ignores a stored value it cannot read', () => {
    fakeSystemScheme(true);
    localStorage.setItem('prefs:7', '{not json');
    signInAs(7);
    const { result } = renderShell();
    expect(result.current.prefs).toEqual({ theme: 'system', density: 'standard' });
    expect(html.dataset.theme).toBe('dark');
  });

  it('takes a look chosen in another tab of the console', () => {
    fakeSystemScheme(false);
    signInAs(7);
    const { result } = renderShell();
    expect(html.dataset.theme).toBe('light');
    // The other tab stores the user's look; this one hears of it from the browser.
    localStorage.setItem('prefs:7', JSON.stringify({ theme: 'dark', density: 'compact' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'prefs:7' }));
    });
    expect(result.current.prefs).toEqual({ theme: 'dark', density: 'compact' });
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.density).toBe('compact');
    // Another user's look is not this one's.
    localStorage.setItem('prefs:8', JSON.stringify({ theme: 'light', density: 'standard' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'prefs:8' }));
    });
    expect(html.dataset.theme).toBe('dark');
  });

  it('paints light where the browser cannot tell the system’s preference', () => {
    vi.stubGlobal('matchMedia', undefined);
    signInAs(7);
    renderShell();
    expect(html.dataset.theme).toBe('light');
  });
});
