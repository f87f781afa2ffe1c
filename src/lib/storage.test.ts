import { describe, expect, it, vi } from 'vitest';

import type { CurrentUser } from '@/api/generated/model';

// Stored codes are read back through the authority module, which drops codes it does not know.
import { getAuthorities } from './authority';
import {
  clearSession,
  getCars,
  getDraft,
  getFleets,
  getMonitorData,
  getToken,
  getUserInfo,
  removeDraft,
  removeMonitorData,
  setAuthorities,
  setCars,
  setDraft,
  setFleets,
  setMonitorData,
  setToken,
  setUserInfo,
  storageKeys,
  subscribeSession,
} from './storage';

const user: CurrentUser = {
  id: 1,
  username: 'admin',
  realName: '张伟',
  roles: [{ id: 1, name: '管理员' }],
  authorities: ['device:list'],
  userTagIds: [3],
};

describe('storage', () => {
  it('uses the fixed key names', () => {
    expect(storageKeys).toEqual({
      token: 'jwtToken',
      monitorData: 'monitor_last_wsdata',
      userInfo: 'user_info',
      authorities: 'authority_codes',
      fleets: 'fleet_list',
      cars: 'car_list',
    });
  });

  it('keeps the token as a plain string', () => {
    expect(getToken()).toBeNull();
    setToken('abc.def.ghi');
    expect(localStorage.getItem('jwtToken')).toBe('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
  });

  it('round-trips user, authorities, fleets, cars and monitor data', () => {
    setUserInfo(user);
    setAuthorities(['device:list', 'system:role']);
    setFleets([{ id: 1, name: '上海试验一队' }]);
    setCars([{ id: 2, name: '沪A12345' }]);
    setMonitorData({ vin: 'LSGBC5E43NG123456' });
    expect(getUserInfo()).toEqual(user);
    expect(getAuthorities()).toEqual(['device:list', 'system:role']);
    expect(getFleets()).toEqual([{ id: 1, name: '上海试验一队' }]);
    expect(getCars()).toEqual([{ id: 2, name: '沪A12345' }]);
    expect(getMonitorData()).toEqual({ vin: 'LSGBC5E43NG123456' });
    removeMonitorData();
    expect(getMonitorData()).toBeNull();
  });

  it('reads corrupt JSON as empty without throwing', () => {
    for (const key of Object.values(storageKeys)) localStorage.setItem(key, '{not json');
    expect(getUserInfo()).toBeNull();
    expect(getAuthorities()).toEqual([]);
    expect(getFleets()).toEqual([]);
    expect(getCars()).toEqual([]);
    expect(getMonitorData()).toBeNull();
  });

  it('drops values of the wrong shape', () => {
    localStorage.setItem('user_info', JSON.stringify({ id: '1', username: 'x' }));
    localStorage.setItem('authority_codes', JSON.stringify(['device:list', 'root:everything', 7]));
    localStorage.setItem(
      'fleet_list',
      JSON.stringify([{ id: 1, name: '一队' }, { id: 'x' }, null]),
    );
    localStorage.setItem('car_list', JSON.stringify({ id: 1, name: 'x' }));
    expect(getUserInfo()).toBeNull();
    expect(getAuthorities()).toEqual(['device:list']);
    expect(getFleets()).toEqual([{ id: 1, name: '一队' }]);
    expect(getCars()).toEqual([]);
  });

  it('clearSession removes every session key', () => {
    setToken('t');
    setUserInfo(user);
    setAuthorities(['device:list']);
    setFleets([{ id: 1, name: 'a' }]);
    setCars([{ id: 1, name: 'b' }]);
    setMonitorData([1]);
    clearSession();
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('notifies session listeners on set, clear and another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setToken('t');
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwtToken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setToken('u');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => setToken('t')).not.toThrow();
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
  });
});

describe('drafts', () => {
  it('stores, reads and removes a draft under its own key', () => {
    expect(getDraft('sig-dict:7:add:0')).toBeUndefined();
    expect(setDraft('sig-dict:7:add:0', { name: 'a' })).toBe(true);
    expect(getDraft('sig-dict:7:add:0')).toEqual({ name: 'a' });
    expect(getDraft('sig-dict:8:add:0')).toBeUndefined();
    removeDraft('sig-dict:7:add:0');
    expect(getDraft('sig-dict:7:add:0')).toBeUndefined();
  });

  it('reads a corrupt draft as none', () => {
    localStorage.setItem('draft:broken', '{not json');
    expect(getDraft('broken')).toBeUndefined();
  });

  it('keeps drafts when the session is cleared', () => {
    setToken('t');
    setDraft('sig-dict:1:edit:88', { strategy_name: 'x' });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getDraft('sig-dict:1:edit:88')).toEqual({ strategy_name: 'x' });
  });
});
