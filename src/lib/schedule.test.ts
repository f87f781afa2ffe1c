import { afterEach, describe, expect, it, vi } from 'vitest';

import { whenIdle, yieldToPage } from './schedule';

/** Idle periods the test hands out one by one, each with its time left before the next frame. */
const idlePeriods = () => {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.push(callback);
    return waiting.length;
  });
  return (timeRemaining: number, didTimeout = false) =>
    waiting.shift()?.({ didTimeout, timeRemaining: () => timeRemaining });
};

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs at the first idle period when the work needs no time of its own', () => {
    const idle = idlePeriods();
    const work = vi.fn();
    whenIdle(work);
    idle(0.5);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for an idle period with the time the work needs before the next frame', () => {
    const idle = idlePeriods();
    const work = vi.fn();
    whenIdle(work, 1_000, 8);
    idle(3);
    idle(7.9);
    expect(work).not.toHaveBeenCalled();
    idle(12);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs by its time limit however short the idle periods stay', () => {
    vi.useFakeTimers();
    const idle = idlePeriods();
    const work = vi.fn();
    whenIdle(work, 1_000, 8);
    idle(2);
    vi.advanceTimersByTime(400);
    idle(2);
    expect(work).not.toHaveBeenCalled();
    // The browser says the limit has passed, or the clock does.
    idle(2, true);
    expect(work).toHaveBeenCalledOnce();
    const late = vi.fn();
    whenIdle(late, 1_000, 8);
    vi.advanceTimersByTime(1_000);
    idle(2);
    expect(late).toHaveBeenCalledOnce();
  });
});

describe('yieldToPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('ends the task through scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', {
      value: { yield: yieldTask },
      configurable: true,
    });
    await yieldToPage();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('resolves at once where it does not', async () => {
    await expect(yieldToPage()).resolves.toBeUndefined();
  });
});
