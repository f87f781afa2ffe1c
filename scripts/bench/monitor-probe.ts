// Runs in the page (serialised by Playwright): the probe the console reports its commits and
// applied messages to, and an observer of long animation frames. For each batch a frame applied it
// keeps how many messages had been applied so far, when the batch's first message reached the
// console and when the next frame started (the applying frame has been painted by then), as ms
// since the epoch, so the bench can match them with the send times Node kept. Everything it needs
// is inside the function.
export function installProbe() {
  let commits = 0;
  let applied = 0;
  let longFrames = 0;
  let flushes: [number, number, number][] = [];
  let since = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > 50) longFrames += 1;
  }).observe({ type: 'long-animation-frame', buffered: false });
  (globalThis as Record<string, unknown>).__vdaqBench = {
    commit: () => (commits += 1),
    applied: (count: number, receivedAt: number) => {
      applied += count;
      const upTo = applied;
      requestAnimationFrame((paint) =>
        flushes.push([upTo, performance.timeOrigin + paint, receivedAt]),
      );
    },
  };
  (globalThis as Record<string, unknown>).__benchProbe = {
    applied: () => applied,
    reset: () => {
      commits = 0;
      applied = 0;
      longFrames = 0;
      flushes = [];
      since = performance.now();
    },
    read: () => ({ commits, applied, longFrames, flushes, ms: performance.now() - since }),
  };
}
