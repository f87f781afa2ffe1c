import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { ReplayClock } from './time-cursor';
import { ReplayClockContext, type TimeCursorOptions, useTimeCursor } from './use-time-cursor';

/** A clock the test moves by hand: time passes and the frame asked for runs only on `advance`. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const frames = new Map<number, () => void>();
  const clock: ReplayClock = {
    now: () => now,
    frame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancel: (handle) => void frames.delete(handle),
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      const pending = [...frames.values()];
      frames.clear();
      for (const callback of pending) callback();
    });
  return { clock, advance };
}

const window = { from: 0, to: 3_600_000 };

function setUp(
  initial: number | null = null,
  replayWindow: TimeCursorOptions['replayWindow'] = null,
) {
  const { clock, advance } = fakeClock();
  const onCommit = vi.fn<(t: number) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReplayClockContext.Provider value={clock}>{children}</ReplayClockContext.Provider>
  );
  let renders = 0;
  const hook = renderHook(
    (props: { initial: number | null }) => {
      renders += 1;
      return useTimeCursor({ window, replayWindow, initial: props.initial, onCommit });
    },
    { wrapper, initialProps: { initial } },
  );
  return { ...hook, advance, onCommit, renders: () => renders };
}

describe('useTimeCursor', () => {
  it('shows a hovered time without keeping it, and keeps a moved or stepped cursor', () => {
    const { result, onCommit } = setUp(600_000);
    const seen: (number | null)[] = [];
    result.current.shown.subscribe(() => seen.push(result.current.shown.get()));
    act(() => result.current.hover(900_000));
    expect(result.current.shown.get()).toBe(900_000);
    expect(result.current.cursor).toBe(600_000);
    act(() => result.current.hover(null));
    expect(result.current.shown.get()).toBe(600_000);
    expect(seen).toEqual([900_000, 600_000]);
    expect(onCommit).not.toHaveBeenCalled();
    act(() => result.current.step(1, true));
    act(() => result.current.moveTo(-5));
    expect(onCommit.mock.calls).toEqual([[900_000], [0]]);
    expect(result.current.cursor).toBe(0);
  });

  it('replays on the injected clock, commits only when paused, and stops at the end', () => {
    const { result, advance, onCommit, renders } = setUp(3_000_000);
    act(() => result.current.setSpeed(600));
    act(() => result.current.togglePlay());
    expect(result.current.playing).toBe(true);
    const before = renders();
    advance(250);
    advance(250);
    // The frames move the cursor's source; the component holding the cursor does not render.
    expect(result.current.position.get()).toBe(3_300_000);
    expect(result.current.shown.get()).toBe(3_300_000);
    expect(renders()).toBe(before);
    expect(result.current.cursor).toBe(3_000_000);
    expect(onCommit).not.toHaveBeenCalled();
    act(() => result.current.togglePlay());
    expect(result.current.playing).toBe(false);
    expect(onCommit.mock.calls).toEqual([[3_300_000]]);
    act(() => result.current.togglePlay());
    advance(1000);
    advance(1000);
    expect(result.current.cursor).toBe(3_600_000);
    expect(result.current.playing).toBe(false);
    expect(onCommit.mock.calls.at(-1)).toEqual([3_600_000]);
  });

  it('replays a brushed stretch from its start when the cursor is outside it', () => {
    const { result, advance } = setUp(0, { from: 1_000_000, to: 1_060_000 });
    act(() => result.current.togglePlay());
    advance(1000);
    expect(result.current.cursor).toBe(1_060_000);
    expect(result.current.playing).toBe(false);
  });

  it('follows a cursor that comes from outside (a link, back and forward)', () => {
    const { result, rerender } = setUp(100_000);
    rerender({ initial: 200_000 });
    expect(result.current.cursor).toBe(200_000);
  });
});
