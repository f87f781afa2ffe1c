import { beforeEach, describe, expect, it } from 'vitest';

import { getStoredTabs, setStoredTabs } from '@/lib/storage';

import {
  activate,
  canReopen,
  closeOthers,
  closeRight,
  closeTab,
  emptyTabs,
  fromStored,
  keepAllowed,
  MAX_TABS,
  openTab,
  reopenClosed,
  setScroll,
  type TabsState,
  toStored,
} from './tabs-model';

const LANDING = '/device-management/device-list';

const visit = (path: string, search = '') => ({
  path,
  href: `${path}${search}`,
  title: `title ${path}`,
});

const openAll = (state: TabsState, paths: readonly string[]): TabsState =>
  paths.reduce((acc, path) => openTab(acc, visit(path)).state, state);

const paths = (state: TabsState) => state.tabs.map((tab) => tab.path);

const start = () => emptyTabs(LANDING, 'landing');

describe('tabs model', () => {
  it('starts with the landing tab, pinned', () => {
    const state = start();
    expect(paths(state)).toEqual([LANDING]);
    expect(closeTab(state, LANDING).state).toBe(state);
  });

  it('opens one tab per screen path and keeps its latest URL and title', () => {
    let state = openAll(start(), ['/a', '/b']);
    expect(paths(state)).toEqual([LANDING, '/a', '/b']);
    expect(state.activePath).toBe('/b');
    state = openTab(state, { path: '/a', href: '/a?pageNo=3&keyword=x', title: 'A-3' }).state;
    expect(paths(state)).toEqual([LANDING, '/a', '/b']);
    expect(state.activePath).toBe('/a');
    expect(state.tabs[1]).toMatchObject({ href: '/a?pageNo=3&keyword=x', title: 'A-3' });
  });

  it('keeps a scroll position per tab', () => {
    let state = openAll(start(), ['/a', '/b']);
    state = setScroll(state, '/a', 420.4);
    expect(state.tabs[1]?.scrollY).toBe(420);
    expect(state.tabs[2]?.scrollY).toBe(0);
  });

  it('closes the least recently used tab past 12 and names it', () => {
    const eleven = Array.from({ length: MAX_TABS - 1 }, (_, i) => `/s${i}`);
    let state = openAll(start(), eleven);
    expect(state.tabs).toHaveLength(MAX_TABS);
    // /s0 was used again, so /s1 is now the least recently used.
    state = activate(state, '/s0');
    const result = openTab(state, visit('/new'));
    expect(result.state.tabs).toHaveLength(MAX_TABS);
    expect(result.evicted?.path).toBe('/s1');
    expect(result.evicted?.title).toBe('title /s1');
    expect(paths(result.state)).toContain('/new');
    expect(paths(result.state)[0]).toBe(LANDING);
    // The evicted tab can be reopened.
    expect(result.state.closed.at(-1)?.path).toBe('/s1');
  });

  it('never evicts the landing tab, even when it is the least recently used', () => {
    const twelve = Array.from({ length: MAX_TABS }, (_, i) => `/s${i}`);
    const state = openAll(start(), twelve);
    expect(paths(state)[0]).toBe(LANDING);
    expect(state.tabs).toHaveLength(MAX_TABS);
  });

  it('closing the active tab goes to its right neighbour, else its left one', () => {
    const state = openAll(start(), ['/a', '/b', '/c']);
    const middle = closeTab(activate(state, '/b'), '/b');
    expect(middle.goTo?.path).toBe('/c');
    expect(middle.state.activePath).toBe('/c');
    const last = closeTab(state, '/c');
    expect(last.goTo?.path).toBe('/b');
    const inactive = closeTab(state, '/a');
    expect(inactive.goTo).toBeUndefined();
    expect(inactive.state.activePath).toBe('/c');
  });

  it('closes the others, keeping the landing tab', () => {
    const state = openAll(start(), ['/a', '/b', '/c']);
    const result = closeOthers(state, '/b');
    expect(paths(result.state)).toEqual([LANDING, '/b']);
    expect(result.state.activePath).toBe('/b');
    expect(result.goTo?.path).toBe('/b');
  });

  it('closes the tabs to the right', () => {
    const state = openAll(start(), ['/a', '/b', '/c']);
    const result = closeRight(state, '/a');
    expect(paths(result.state)).toEqual([LANDING, '/a']);
    expect(result.goTo?.path).toBe('/a');
    const fromLanding = closeRight(activate(state, '/a'), LANDING);
    expect(paths(fromLanding.state)).toEqual([LANDING]);
    expect(fromLanding.goTo?.path).toBe(LANDING);
  });

  it('reopens the last closed tab with its URL and scroll', () => {
    let state = openAll(start(), ['/a', '/b']);
    state = openTab(state, { path: '/a', href: '/a?pageNo=2', title: 'A' }).state;
    state = setScroll(state, '/a', 300);
    state = closeTab(state, '/b').state;
    state = closeTab(state, '/a').state;
    expect(canReopen(state)).toBe(true);
    const again = reopenClosed(state);
    expect(again.reopened).toMatchObject({ path: '/a', href: '/a?pageNo=2', scrollY: 300 });
    expect(paths(again.state)).toEqual([LANDING, '/a']);
    expect(again.state.activePath).toBe('/a');
    expect(reopenClosed(again.state).reopened?.path).toBe('/b');
    expect(canReopen(reopenClosed(again.state).state)).toBe(false);
  });
});

describe('tabs the user may no longer open', () => {
  it('leave the bar and the reopen list, the landing tab staying', () => {
    let state = openAll(start(), ['/a', '/b', '/c']);
    state = closeTab(state, '/c').state;
    const kept = keepAllowed(state, (path) => path === '/a');
    expect(paths(kept)).toEqual([LANDING, '/a']);
    expect(kept.closed).toEqual([]);
    expect(kept.activePath).toBeNull();
    expect(keepAllowed(kept, () => true)).toBe(kept);
  });
});

describe('tabs storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips through storage per user', () => {
    let state = openAll(start(), ['/a', '/b']);
    state = openTab(state, { path: '/a', href: '/a?keyword=x', title: 'A' }).state;
    setStoredTabs(7, toStored(state));
    const back = fromStored(getStoredTabs(7), LANDING, 'landing');
    expect(paths(back)).toEqual([LANDING, '/a', '/b']);
    expect(back.activePath).toBe('/a');
    expect(back.tabs[1]?.href).toBe('/a?keyword=x');
    // Another user has their own (none yet).
    expect(paths(fromStored(getStoredTabs(8), LANDING, 'landing'))).toEqual([LANDING]);
    expect(window.localStorage.getItem('tabs:7')).not.toBeNull();
  });

  it('ignores bad stored JSON and foreign shapes', () => {
    window.localStorage.setItem('tabs:7', '{not json');
    expect(paths(fromStored(getStoredTabs(7), LANDING, 'landing'))).toEqual([LANDING]);
    for (const bad of [null, 3, [], { v: 2, tabs: [] }, { v: 1, tabs: 'x' }]) {
      expect(paths(fromStored(bad, LANDING, 'landing'))).toEqual([LANDING]);
    }
    const mixed = fromStored(
      {
        v: 1,
        tabs: [
          { path: '/a', href: '/a?x=1', title: 'A', scrollY: 10, usedAt: 1 },
          { path: '/b', href: '/other', title: 'B' },
          { path: '//evil', href: '//evil', title: 'E' },
          { path: '/a', href: '/a', title: 'dup' },
        ],
        activePath: '/gone',
        closed: 'x',
      },
      LANDING,
      'landing',
    );
    expect(paths(mixed)).toEqual([LANDING, '/a']);
    expect(mixed.activePath).toBeNull();
    expect(mixed.closed).toEqual([]);
  });

  it('pins the landing tab first when the stored state lacks it', () => {
    const stored = toStored(openAll(emptyTabs('/other-landing', 'x'), ['/a']));
    const back = fromStored(stored, LANDING, 'landing');
    expect(paths(back)).toEqual([LANDING, '/other-landing', '/a']);
    expect(closeTab(back, LANDING).state).toBe(back);
  });
});
