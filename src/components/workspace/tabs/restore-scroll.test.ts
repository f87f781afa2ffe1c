import { afterEach, describe, expect, it, vi } from 'vitest';

import { restoreScroll } from './restore-scroll';

const setPageHeight = (height: number) =>
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => height,
  });

describe('restoreScroll', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setPageHeight(0);
  });

  it('scrolls once the screen has loaded and is tall enough', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const pending = document.createElement('div');
    pending.setAttribute('data-route-pending', '');
    document.body.append(pending);
    setPageHeight(window.innerHeight + 900);
    restoreScroll(600);
    // Still loading: nothing yet, however many frames pass.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(scrollTo).not.toHaveBeenCalled();
    pending.remove();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 600));
  });

  it('leaves the page alone once the user scrolls first', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    setPageHeight(0);
    const stop = restoreScroll(600);
    window.dispatchEvent(new Event('wheel'));
    setPageHeight(window.innerHeight + 900);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });
});
