/** Runs `work` when the page is idle (at the latest after `timeoutMs`), or soon where idle callbacks do not exist. */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    setTimeout(work, 0);
  }
}

/**
 * Resolves once the browser has had the chance to paint what is on the page: after the next frame,
 * or at once in a hidden tab (which paints nothing and runs no frames).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    // A frame that never comes (the tab hidden meanwhile) must not hold the start back.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** Resolves in a task of its own, so the work before it and the work after it block the page apart. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
