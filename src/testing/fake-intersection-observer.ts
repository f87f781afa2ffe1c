/**
 * An IntersectionObserver that the test answers itself, as the browser would after a frame (jsdom
 * has none). Put it in place with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`.
 */
export class FakeIntersectionObserver {
  /** The observer made last. */
  static latest: FakeIntersectionObserver | undefined;
  readonly targets = new Set<Element>();
  readonly root: Element | Document | null;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root ?? null;
    FakeIntersectionObserver.latest = this;
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `entry` for `target`, which must be observed. */
  report(target: Element, entry: Partial<IntersectionObserverEntry>) {
    if (!this.targets.has(target)) throw new Error('not observed');
    this.callback(
      [{ ...entry, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}
