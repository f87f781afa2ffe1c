/** About three seconds of frames: a screen still growing after that gets what room there is. */
const MAX_FRAMES = 180;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window to `y` once the screen has drawn its content: its code has loaded (no pending
 * body) and the page is tall enough, or the wait is over. The user scrolling first wins. Returns a
 * function that stops the wait.
 */
export function restoreScroll(y: number): () => void {
  let frame = 0;
  let frames = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  for (const type of USER_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  const step = () => {
    if (stopped) return;
    frames += 1;
    const pending = document.querySelector('[data-route-pending]') !== null;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if ((!pending && room >= y) || frames > MAX_FRAMES) {
      window.scrollTo(0, Math.max(0, Math.min(y, room)));
      stop();
      return;
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return stop;
}
