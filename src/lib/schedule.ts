/**
 * Runs `work` when the page is idle (at the latest after `timeoutMs`), or soon where idle callbacks
 * do not exist. Work that takes a few ms passes `needsMs`: it waits for an idle period with that
 * much time left before the next frame, so it does not run into the frame and hold it back.
 */
export function whenIdle(work: () => void, timeoutMs = 2000, needsMs = 0): void {
  if (typeof requestIdleCallback !== 'function') {
    setTimeout(work, 0);
    return;
  }
  const latest = Date.now() + timeoutMs;
  const attempt = (deadline: IdleDeadline) => {
    const left = latest - Date.now();
    if (deadline.didTimeout || left <= 0 || deadline.timeRemaining() >= needsMs) work();
    else requestIdleCallback(attempt, { timeout: left });
  };
  requestIdleCallback(attempt, { timeout: timeoutMs });
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

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task where the browser offers a cheap way to (scheduler.yield, which resumes
 * ahead of other queued work); elsewhere resolves at once. Work started by many callers in one task
 * (a screen's requests, started together when it mounts) then runs as short tasks of its own.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
