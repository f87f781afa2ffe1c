import { beforeEach, describe, expect, it } from 'vitest';

import { clearSession, getStoredTabs } from '@/lib/storage';

import { MAX_TABS } from './tabs-model';
import { TabsStore } from './tabs-store';

const LANDING = '/device-management/device-list';

const visit = (path: string) => ({ path, href: path, title: `T${path}` });

describe('tabs store', () => {
  beforeEach(() => window.localStorage.clear());

  it('announces the name of the tab closed to make room', () => {
    const store = new TabsStore(7, LANDING, 'landing');
    for (let i = 1; i < MAX_TABS; i += 1) store.visit(visit(`/s${i}`));
    expect(store.getSnapshot().announcement).toBe('');
    store.visit(visit('/new'));
    expect(store.getSnapshot().announcement).toBe('已关闭页签：T/s1');
    expect(store.state.tabs).toHaveLength(MAX_TABS);
  });

  it('keeps the tabs of each user through an expired session and a new login', () => {
    const first = new TabsStore(7, LANDING, 'landing');
    first.visit(visit('/a'));
    const other = new TabsStore(8, LANDING, 'landing');
    other.visit(visit('/b'));
    // An expiry (or a logout) forgets the session, not the tabs.
    clearSession();
    expect(getStoredTabs(7)).toBeDefined();
    const again = new TabsStore(7, LANDING, 'landing');
    expect(again.state.tabs.map((tab) => tab.path)).toEqual([LANDING, '/a']);
    expect(new TabsStore(8, LANDING, 'landing').state.tabs.map((tab) => tab.path)).toEqual([
      LANDING,
      '/b',
    ]);
  });

  it('reopens a closed tab and says where to go when the shown tab closes', () => {
    const store = new TabsStore(7, LANDING, 'landing');
    store.visit(visit('/a'));
    store.visit(visit('/b'));
    expect(store.close('/b')?.path).toBe('/a');
    expect(store.close(LANDING)).toBeUndefined();
    expect(store.reopen()?.path).toBe('/b');
    expect(store.state.activePath).toBe('/b');
  });
});
