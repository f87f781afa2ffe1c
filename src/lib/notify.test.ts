import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify, subscribeNotifications, type Toast } from './notify';

describe('notify', () => {
  const seen: Toast[] = [];
  let unsubscribe = (): void => {};
  beforeEach(() => {
    vi.useFakeTimers();
    seen.length = 0;
    unsubscribe = subscribeNotifications((t) => seen.push(t));
  });
  afterEach(() => {
    unsubscribe();
    vi.useRealTimers();
  });

  it('delivers toasts with ids and a 3 s default', () => {
    notify({ kind: 'error', message: '甲' });
    notify({ kind: 'success', message: '乙', durationMs: 1000 });
    expect(seen).toEqual([
      { id: expect.any(Number), kind: 'error', message: '甲', durationMs: 3000 },
      { id: expect.any(Number), kind: 'success', message: '乙', durationMs: 1000 },
    ]);
    expect(seen[0]?.id).not.toBe(seen[1]?.id);
  });

  it('does not stack a toast that is still on screen', () => {
    notify({ kind: 'error', message: '丙' });
    notify({ kind: 'error', message: '丙' });
    vi.advanceTimersByTime(3000);
    notify({ kind: 'error', message: '丙' });
    expect(seen).toHaveLength(2);
  });

  it('stops delivering after unsubscribe', () => {
    unsubscribe();
    notify({ kind: 'info', message: '丁' });
    expect(seen).toEqual([]);
  });

  it('keeps a toast raised before any toaster listens and hands it to the first one', () => {
    unsubscribe();
    notify({ kind: 'error', message: '戊' });
    const late: Toast[] = [];
    unsubscribe = subscribeNotifications((t) => late.push(t));
    expect(late).toEqual([
      { id: expect.any(Number), kind: 'error', message: '戊', durationMs: 3000 },
    ]);
    // Handed over once: a toaster mounted later does not show it again.
    const later: Toast[] = [];
    const stop = subscribeNotifications((t) => later.push(t));
    stop();
    expect(later).toEqual([]);
  });
});
