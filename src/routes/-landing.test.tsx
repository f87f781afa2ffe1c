// The first screen after login, and for `/` with a token, is one the account may see: the device
// list when it holds device:list, else the first menu screen its codes allow; never 无权限.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { firstScreen, landingPath, pathAuthority } from '@/components/layout/navigation';
import { clearSession, getToken, setToken } from '@/lib/storage';
import { setupMockServer } from '@/testing/mock-server';
import { everyAuthority, renderApp, screenLoaded, signIn } from '@/testing/render-app';

setupMockServer();

describe('/ with a token', () => {
  it('opens the device list for an account holding device:list', async () => {
    signIn(everyAuthority);
    const { router } = await renderApp('/');
    expect(router.state.location.pathname).toBe('/device-management/device-list');
    await screenLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: '设备列表' })).toBeInTheDocument();
    // The area's whole module graph is in before the file ends (the test runner stops loading then).
    await import('@/areas/device-management/device-list/device-list-screen');
  });

  it('opens 信号字典 for an account holding only data-computing codes', async () => {
    signIn(['compute:signal-dict', 'compute:signal-dict-edit', 'compute:task', 'compute:marker']);
    const { router } = await renderApp('/');
    expect(router.state.location.pathname).toBe('/data-compute/signal-dict');
    await screenLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: '信号字典' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '无权限' })).not.toBeInTheDocument();
  });

  it('keeps a page asked for on /login when the account may see it, else its first screen', async () => {
    signIn(['compute:signal-dict', 'compute:marker']);
    const kept = await renderApp('/login?redirect=%2Fdata-compute%2Fmarker');
    expect(kept.router.state.location.pathname).toBe('/data-compute/marker');
    await screenLoaded();
    kept.unmount();
    const refused = await renderApp('/login?redirect=%2Fdevice-management%2Fdevice-list');
    expect(refused.router.state.location.pathname).toBe('/data-compute/signal-dict');
    await screenLoaded();
  });

  it('fetches the codes first when a token comes without them', async () => {
    signIn(['compute:task']);
    // Only the token is left; the current-user call answers the codes.
    const token = getToken();
    clearSession();
    if (token) setToken(token);
    const { router } = await renderApp('/');
    expect(router.state.location.pathname).toBe('/data-compute/task');
    await screenLoaded();
  });
});

describe('landing rules', () => {
  it('prefers the device list, then the menu order, then the password page', () => {
    expect(firstScreen(['dashboard:view', 'device:list'])).toBe('/device-management/device-list');
    expect(firstScreen(['download:view', 'dashboard:view'])).toBe('/dashboard');
    expect(firstScreen(['system:log'])).toBe('/system-management/operation-log');
    expect(firstScreen([])).toBe('/edit-password');
  });

  it('reads the code a path needs, detail screens and area paths included', () => {
    expect(pathAuthority('/monitoring/single-device-monitoring/12?tab=1')).toEqual([
      'monitor:single',
    ]);
    expect(pathAuthority('/data-compute/global-task/edit/42')).toEqual([
      'compute:task',
      'compute:task-edit',
    ]);
    expect(pathAuthority('/master-data-management')).toEqual(['master:car-team']);
    expect(pathAuthority('/device-management/device-list/')).toEqual(['device:list']);
    expect(pathAuthority('/edit-password')).toEqual([]);
    expect(landingPath(['device:list'], '/edit-password')).toBe('/edit-password');
    expect(landingPath(['device:list'], '/dashboard')).toBe('/device-management/device-list');
  });
});
