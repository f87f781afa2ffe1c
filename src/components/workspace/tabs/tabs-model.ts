/**
 * The open tabs of the workspace, as plain data: one tab per screen path, each keeping the full URL
 * last seen on it and its window scroll. Every function returns a new state and never touches the
 * router, the DOM or storage.
 */

/** At most this many tabs are open; opening one more closes the least recently used. */
export const MAX_TABS = 12;
/** How many closed tabs can be reopened. */
export const MAX_CLOSED = 10;

export interface Tab {
  /** The screen's path without search: the tab's identity. */
  path: string;
  /** The full app URL last seen on the screen (path, search and hash). */
  href: string;
  title: string;
  /** The window's vertical scroll when the tab was last left. */
  scrollY: number;
  /** When the tab was last active, in the state's own clock (higher is more recent). */
  usedAt: number;
}

export interface TabsState {
  /** In the bar's order, the landing tab first. */
  tabs: readonly Tab[];
  activePath: string | null;
  /** Closed tabs, the most recently closed last. */
  closed: readonly Tab[];
  /** The landing screen's path: its tab is always there and cannot be closed. */
  landingPath: string;
  /** A counter that orders uses (no wall clock, so the order survives clock changes). */
  clock: number;
}

export interface Visit {
  path: string;
  href: string;
  title: string;
}

export const emptyTabs = (landingPath: string, landingTitle: string): TabsState =>
  withLanding(
    { tabs: [], activePath: null, closed: [], landingPath, clock: 0 },
    landingPath,
    landingTitle,
  );

export const findTab = (state: TabsState, path: string): Tab | undefined =>
  state.tabs.find((tab) => tab.path === path);

export const activeTab = (state: TabsState): Tab | undefined =>
  state.activePath === null ? undefined : findTab(state, state.activePath);

export const isPinned = (state: TabsState, path: string): boolean => path === state.landingPath;

const pushClosed = (closed: readonly Tab[], gone: readonly Tab[]): Tab[] => {
  const paths = new Set(gone.map((tab) => tab.path));
  return [...closed.filter((tab) => !paths.has(tab.path)), ...gone].slice(-MAX_CLOSED);
};

/**
 * Makes `landingPath` the pinned tab, first in the bar: an existing tab for it moves to the front,
 * else one is added that opens the screen plainly.
 */
export function withLanding(state: TabsState, landingPath: string, title: string): TabsState {
  const existing = state.tabs.find((tab) => tab.path === landingPath);
  const landing: Tab = existing ?? {
    path: landingPath,
    href: landingPath,
    title,
    scrollY: 0,
    usedAt: 0,
  };
  return {
    ...state,
    landingPath,
    tabs: [landing, ...state.tabs.filter((tab) => tab.path !== landingPath)],
    closed: state.closed.filter((tab) => tab.path !== landingPath),
  };
}

export interface OpenResult {
  state: TabsState;
  /** The tab closed to stay within MAX_TABS, if any. */
  evicted?: Tab;
}

/**
 * The user is on a screen: its tab becomes active, taking the visit's URL and title, or a new tab is
 * added after the others. Past MAX_TABS the least recently used tab (never the landing one nor the
 * one just opened) closes.
 */
export function openTab(state: TabsState, visit: Visit): OpenResult {
  const clock = state.clock + 1;
  const existing = findTab(state, visit.path);
  if (existing) {
    const tabs = state.tabs.map((tab) =>
      tab.path === visit.path
        ? { ...tab, href: visit.href, title: visit.title, usedAt: clock }
        : tab,
    );
    return { state: { ...state, tabs, activePath: visit.path, clock } };
  }
  const added: Tab = { ...visit, scrollY: 0, usedAt: clock };
  let tabs: Tab[] = [...state.tabs, added];
  let evicted: Tab | undefined;
  if (tabs.length > MAX_TABS) {
    evicted = tabs
      .filter((tab) => tab.path !== state.landingPath && tab.path !== visit.path)
      .reduce<Tab | undefined>(
        (oldest, tab) => (oldest === undefined || tab.usedAt < oldest.usedAt ? tab : oldest),
        undefined,
      );
    if (evicted) tabs = tabs.filter((tab) => tab !== evicted);
  }
  const closed = evicted ? pushClosed(state.closed, [evicted]) : state.closed;
  return {
    state: {
      ...state,
      tabs,
      activePath: visit.path,
      clock,
      closed: closed.filter((tab) => tab.path !== visit.path),
    },
    ...(evicted ? { evicted } : {}),
  };
}

/** Keeps the window scroll of a tab (when it is left). */
export function setScroll(state: TabsState, path: string, scrollY: number): TabsState {
  const y = Number.isFinite(scrollY) && scrollY > 0 ? Math.round(scrollY) : 0;
  const tab = findTab(state, path);
  if (!tab || tab.scrollY === y) return state;
  return {
    ...state,
    tabs: state.tabs.map((each) => (each.path === path ? { ...each, scrollY: y } : each)),
  };
}

export interface CloseResult {
  state: TabsState;
  /** Where to go when the active tab closed: its neighbour's kept URL. */
  goTo?: Tab;
}

const afterClosing = (
  state: TabsState,
  kept: readonly Tab[],
  gone: readonly Tab[],
): CloseResult => {
  if (gone.length === 0) return { state };
  const closed = pushClosed(state.closed, gone);
  const activeGone = state.activePath !== null && gone.some((t) => t.path === state.activePath);
  if (!activeGone) return { state: { ...state, tabs: kept, closed } };
  // The neighbour of the active tab: the one to its right in the old order, else to its left.
  const index = state.tabs.findIndex((tab) => tab.path === state.activePath);
  const keptPaths = new Set(kept.map((tab) => tab.path));
  const right = state.tabs.slice(index + 1).find((tab) => keptPaths.has(tab.path));
  const left = state.tabs
    .slice(0, index)
    .reverse()
    .find((tab) => keptPaths.has(tab.path));
  const next = right ?? left;
  return {
    state: { ...state, tabs: kept, closed, activePath: next?.path ?? null },
    ...(next ? { goTo: next } : {}),
  };
};

/** Closes one tab (the landing tab stays); closing the active tab moves to its neighbour. */
export function closeTab(state: TabsState, path: string): CloseResult {
  if (isPinned(state, path)) return { state };
  const gone = state.tabs.filter((tab) => tab.path === path);
  return afterClosing(
    state,
    state.tabs.filter((tab) => tab.path !== path),
    gone,
  );
}

/** Closes every tab but `path` and the landing tab; `path` becomes active. */
export function closeOthers(state: TabsState, path: string): CloseResult {
  if (!findTab(state, path)) return { state };
  const keep = (tab: Tab) => tab.path === path || isPinned(state, tab.path);
  const result = afterClosing(
    state,
    state.tabs.filter(keep),
    state.tabs.filter((tab) => !keep(tab)),
  );
  if (result.state.activePath === path || state.activePath === path) return result;
  const target = findTab(result.state, path);
  return {
    state: { ...result.state, activePath: path },
    ...(target ? { goTo: target } : {}),
  };
}

/** Closes the tabs to the right of `path` (never the landing tab). */
export function closeRight(state: TabsState, path: string): CloseResult {
  const index = state.tabs.findIndex((tab) => tab.path === path);
  if (index < 0) return { state };
  const keep = (tab: Tab, at: number) => at <= index || isPinned(state, tab.path);
  const result = afterClosing(
    state,
    state.tabs.filter(keep),
    state.tabs.filter((tab, at) => !keep(tab, at)),
  );
  if (!result.goTo) return result;
  // The active tab was on the right: `path` takes over.
  const target = findTab(result.state, path);
  return {
    state: { ...result.state, activePath: path },
    ...(target ? { goTo: target } : {}),
  };
}

export const canReopen = (state: TabsState): boolean => state.closed.length > 0;

export interface ReopenResult extends OpenResult {
  /** The reopened tab, with the URL and scroll it had when closed. */
  reopened?: Tab;
}

/** Reopens the last closed tab at the URL and scroll it had, after the others. */
export function reopenClosed(state: TabsState): ReopenResult {
  const last = state.closed.at(-1);
  if (!last) return { state };
  const rest = { ...state, closed: state.closed.slice(0, -1) };
  const opened = openTab(rest, last);
  const reopened = findTab(opened.state, last.path);
  const tabs = opened.state.tabs.map((tab) =>
    tab.path === last.path ? { ...tab, scrollY: last.scrollY } : tab,
  );
  return {
    state: { ...opened.state, tabs },
    ...(opened.evicted ? { evicted: opened.evicted } : {}),
    ...(reopened ? { reopened: { ...reopened, scrollY: last.scrollY } } : {}),
  };
}

/**
 * Drops the tabs (open or closed) the user may no longer open, say after their roles changed; the
 * landing tab stays.
 */
export function keepAllowed(state: TabsState, allowed: (path: string) => boolean): TabsState {
  const keep = (tab: Tab) => isPinned(state, tab.path) || allowed(tab.path);
  if (state.tabs.every(keep) && state.closed.every(keep)) return state;
  const tabs = state.tabs.filter(keep);
  return {
    ...state,
    tabs,
    closed: state.closed.filter(keep),
    activePath: tabs.some((tab) => tab.path === state.activePath) ? state.activePath : null,
  };
}

/** Moves the active mark to an open tab (a switch), as a visit at its kept URL would. */
export function activate(state: TabsState, path: string): TabsState {
  const tab = findTab(state, path);
  if (!tab) return state;
  return openTab(state, tab).state;
}

// Storage: a versioned plain object; anything else read back is ignored.

const STORED_VERSION = 1;

export interface StoredTabs {
  v: typeof STORED_VERSION;
  tabs: Tab[];
  activePath: string | null;
  closed: Tab[];
  clock: number;
}

export const toStored = (state: TabsState): StoredTabs => ({
  v: STORED_VERSION,
  tabs: [...state.tabs],
  activePath: state.activePath,
  closed: [...state.closed],
  clock: state.clock,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

const readTab = (value: unknown): Tab | null => {
  if (!isObject(value)) return null;
  const { path, href, title, scrollY, usedAt } = value;
  if (!isAppPath(path) || !isAppPath(href) || typeof title !== 'string') return null;
  // A kept URL must belong to its own screen.
  if ((href.split(/[?#]/, 1)[0] ?? '') !== path) return null;
  return {
    path,
    href,
    title,
    scrollY: typeof scrollY === 'number' && Number.isFinite(scrollY) && scrollY > 0 ? scrollY : 0,
    usedAt: typeof usedAt === 'number' && Number.isFinite(usedAt) ? usedAt : 0,
  };
};

const readTabs = (value: unknown, limit: number): Tab[] => {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const tabs: Tab[] = [];
  for (const item of value) {
    const tab = readTab(item);
    if (!tab || seen.has(tab.path)) continue;
    seen.add(tab.path);
    tabs.push(tab);
  }
  return tabs.slice(-limit);
};

/**
 * The state stored for a user, pinned to today's landing screen; a fresh state when nothing usable
 * is stored (nothing, another shape, broken JSON already read as undefined).
 */
export function fromStored(stored: unknown, landingPath: string, landingTitle: string): TabsState {
  if (!isObject(stored) || stored.v !== STORED_VERSION) return emptyTabs(landingPath, landingTitle);
  const tabs = readTabs(stored.tabs, MAX_TABS);
  const closed = readTabs(stored.closed, MAX_CLOSED);
  const maxUsed = Math.max(0, ...tabs.map((tab) => tab.usedAt));
  const clock =
    typeof stored.clock === 'number' && Number.isFinite(stored.clock)
      ? Math.max(stored.clock, maxUsed)
      : maxUsed;
  const activePath =
    isAppPath(stored.activePath) && tabs.some((tab) => tab.path === stored.activePath)
      ? stored.activePath
      : null;
  const state = withLanding(
    { tabs, activePath, closed, landingPath, clock },
    landingPath,
    landingTitle,
  );
  // A landing screen moved in front of a full bar: drop the least recently used to stay in bounds.
  if (state.tabs.length <= MAX_TABS) return state;
  const [landing, ...rest] = state.tabs;
  const kept = [...rest]
    .sort((a, b) => b.usedAt - a.usedAt)
    .slice(0, MAX_TABS - 1)
    .map((tab) => tab.path);
  const keptSet = new Set(kept);
  return {
    ...state,
    tabs: landing ? [landing, ...rest.filter((tab) => keptSet.has(tab.path))] : state.tabs,
  };
}
