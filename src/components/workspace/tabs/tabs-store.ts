import { getStoredTabs, setStoredTabs } from '@/lib/storage';

import { tabsStrings } from './strings';
import {
  activeTab,
  closeOthers,
  closeRight,
  closeTab,
  findTab,
  fromStored,
  keepAllowed,
  type OpenResult,
  openTab,
  reopenClosed,
  setScroll,
  type Tab,
  type TabsState,
  toStored,
  type Visit,
  withLanding,
} from './tabs-model';

export interface TabsSnapshot {
  state: TabsState;
  /** The last thing said to screen readers (a tab closed to make room). */
  announcement: string;
}

/**
 * One user's tabs while the shell is shown: the model's state, kept in storage under the user's id
 * after every change. `goTo` is where a change that leaves the screen sends the user.
 */
export class TabsStore {
  private snapshot: TabsSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly userId: number | null,
    landingPath: string,
    landingTitle: string,
  ) {
    const stored = userId === null ? undefined : getStoredTabs(userId);
    this.snapshot = { state: fromStored(stored, landingPath, landingTitle), announcement: '' };
  }

  getSnapshot = (): TabsSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get state(): TabsState {
    return this.snapshot.state;
  }

  private set(state: TabsState, announcement = this.snapshot.announcement): void {
    if (state === this.snapshot.state && announcement === this.snapshot.announcement) return;
    this.snapshot = { state, announcement };
    this.persist();
    for (const listener of [...this.listeners]) listener();
  }

  persist(): void {
    if (this.userId !== null) setStoredTabs(this.userId, toStored(this.snapshot.state));
  }

  private opened(result: OpenResult): void {
    this.set(
      result.state,
      result.evicted ? tabsStrings.evicted(result.evicted.title) : this.snapshot.announcement,
    );
  }

  setLanding(path: string, title: string): void {
    if (this.state.landingPath !== path) this.set(withLanding(this.state, path, title));
  }

  keepAllowed(allowed: (path: string) => boolean): void {
    this.set(keepAllowed(this.state, allowed));
  }

  visit(visit: Visit): void {
    this.opened(openTab(this.state, visit));
  }

  keepScroll(path: string, scrollY: number): void {
    this.set(setScroll(this.state, path, scrollY));
  }

  find(path: string): Tab | undefined {
    return findTab(this.state, path);
  }

  active(): Tab | undefined {
    return activeTab(this.state);
  }

  /** Each returns the tab to show next when the change leaves the screen shown. */
  close(path: string): Tab | undefined {
    const result = closeTab(this.state, path);
    this.set(result.state);
    return result.goTo;
  }

  closeOthers(path: string): Tab | undefined {
    const result = closeOthers(this.state, path);
    this.set(result.state);
    return result.goTo;
  }

  closeRight(path: string): Tab | undefined {
    const result = closeRight(this.state, path);
    this.set(result.state);
    return result.goTo;
  }

  reopen(): Tab | undefined {
    const result = reopenClosed(this.state);
    this.opened(result);
    return result.reopened;
  }
}
