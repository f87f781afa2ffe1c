import { beforeEach, describe, expect, it } from 'vitest';

import { subscribeNotifications, type Toast } from '@/lib/notify';
import { getToken, setMonitorData, setToken } from '@/lib/storage';

import { expireSession, isSafeRedirect, parseLoginSearch, redirectToLogin } from './session-expiry';

describe('isSafeRedirect', () => {
  it.each([
    ['/device-management/device-list?x=1', true],
    ['/dashboard', true],
    ['/login', false],
    ['/login?redirect=/x', false],
    ['//evil.com', false],
    ['/\\evil.com', false],
    ['https://evil.com', false],
    ['javascript:alert(1)', false],
    ['device-list', false],
    ['', false],
    ['/\tjavascript:alert(1)', false],
  ])('%j -> %s', (path, safe) => {
    expect(isSafeRedirect(path)).toBe(safe);
  });
});

describe('redirect to login', () => {
  const toasts: Toast[] = [];
  beforeEach(() => {
    toasts.length = 0;
    setToken('t');
    window.location.hash = '#/monitoring/global-monitoring';
  });

  it('keeps where the user was and goes there once until a new token is set', () => {
    // A plain redirect (no 102) carries no expiry marker.
    redirectToLogin();
    expect(window.location.hash).toBe('#/login?redirect=%2Fmonitoring%2Fglobal-monitoring');
    window.location.hash = '#/dashboard';
    redirectToLogin();
    expect(window.location.hash).toBe('#/dashboard');
    setToken('t2');
    redirectToLogin();
    expect(window.location.hash).toBe('#/login?redirect=%2Fdashboard');
  });

  it('expireSession clears the session, marks the login URL as an expiry and toasts once', () => {
    const unsubscribe = subscribeNotifications((t) => toasts.push(t));
    setMonitorData({ a: 1 });
    expireSession();
    expect(window.location.hash).toBe(
      '#/login?redirect=%2Fmonitoring%2Fglobal-monitoring&expired=1',
    );
    window.location.hash = '#/dashboard';
    expireSession();
    expect(window.location.hash).toBe('#/dashboard');
    unsubscribe();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('monitor_last_wsdata')).toBeNull();
    expect(toasts.map((t) => t.message)).toEqual(['登录已失效，请重新登录']);
  });

  it('marks an expiry on a path it cannot carry back', () => {
    window.location.hash = '#//evil.example';
    expireSession();
    expect(window.location.hash).toBe('#/login?expired=1');
  });

  it('after an expiry, a new token re-arms it', () => {
    expireSession();
    setToken('t2');
    window.location.hash = '#/download';
    expireSession();
    expect(window.location.hash).toBe('#/login?redirect=%2Fdownload&expired=1');
  });

  it('stays on the login screen when already there', () => {
    window.location.hash = '#/login';
    redirectToLogin();
    expect(window.location.hash).toBe('#/login');
  });
});

describe('parseLoginSearch', () => {
  it.each([
    [{}, {}],
    [{ redirect: '/dashboard' }, { redirect: '/dashboard' }],
    [
      { redirect: '/dashboard', expired: 1 },
      { redirect: '/dashboard', expired: true },
    ],
    [{ expired: '1' }, { expired: true }],
    [{ expired: true }, { expired: true }],
    [{ expired: 0 }, {}],
    [{ expired: 'yes' }, {}],
    [{ redirect: 7, expired: null }, {}],
  ])('%j -> %j', (search, parsed) => {
    expect(parseLoginSearch(search)).toEqual(parsed);
  });
});
