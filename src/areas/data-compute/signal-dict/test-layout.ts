import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, so a virtualized list would show no rows: give every scrolling box the
 * height the lists have in a browser for the tests of one file.
 */
export const withListHeight = (height = 320): void => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => height,
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
};

/** The area chunk loads lazily; in jsdom its first import takes longer than a findBy waits. */
export const preloadArea = (): void => {
  beforeAll(async () => {
    await import('@/areas/data-compute');
  }, 30_000);
};
