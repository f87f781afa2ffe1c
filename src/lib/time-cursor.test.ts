import { describe, expect, it } from 'vitest';

import {
  clampTime,
  createReplay,
  LARGE_STEP_MS,
  positionAt,
  type ReplayClock,
  STEP_MS,
  stepTime,
  type TimeTrack,
} from './time-cursor';

/** Fixes at 0, 10 s and 20 s, then a gap, then 100 s and 110 s. */
const track: TimeTrack = {
  ts: [0, 10_000, 20_000, 100_000, 110_000],
  xs: [0, 10, 20, 100, 110],
  ys: [0, 0, 10, 10, 20],
  starts: [0, 3],
};

/** A clock whose time and frames the test moves by hand. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const frames = new Map<number, () => void>();
  const clock: ReplayClock = {
    now: () => now,
    frame: (callback) => {
      const handle = next++;
      frames.set(handle, callback);
      return handle;
    },
    cancel: (handle) => void frames.delete(handle),
  };
  /** Lets `ms` pass and runs the frame that was asked for. */
  const advance = (ms: number) => {
    now += ms;
    const pending = [...frames.entries()];
    frames.clear();
    for (const [, callback] of pending) callback();
  };
  return { clock, advance, pending: () => frames.size };
}

describe('position at a time', () => {
  it('interpolates between two fixes of a stretch', () => {
    expect(positionAt(track, 5_000)).toEqual({ x: 5, y: 0, index: 0 });
    expect(positionAt(track, 15_000)).toEqual({ x: 15, y: 5, index: 1 });
    expect(positionAt(track, 105_000)).toEqual({ x: 105, y: 15, index: 3 });
  });

  it('gives the fix itself at its time', () => {
    expect(positionAt(track, 20_000)).toEqual({ x: 20, y: 10, index: 2 });
    expect(positionAt(track, 100_000)).toEqual({ x: 100, y: 10, index: 3 });
  });

  it('knows nothing inside a gap, before the first fix or after the last', () => {
    expect(positionAt(track, 50_000)).toBeNull();
    expect(positionAt(track, 20_001)).toBeNull();
    expect(positionAt(track, -1)).toBeNull();
    expect(positionAt(track, 110_001)).toBeNull();
    expect(positionAt({ ts: [], xs: [], ys: [], starts: [] }, 0)).toBeNull();
  });
});

describe('cursor steps', () => {
  const window = { from: 0, to: 3_600_000 };

  it('steps by the small or the large step and stays inside the window', () => {
    expect(stepTime(60_000, 1, false, window)).toBe(60_000 + STEP_MS);
    expect(stepTime(600_000, -1, true, window)).toBe(600_000 - LARGE_STEP_MS);
    expect(stepTime(1_000, -1, true, window)).toBe(0);
    expect(stepTime(3_599_000, 1, false, window)).toBe(3_600_000);
    expect(clampTime(-5, window)).toBe(0);
  });
});

describe('replay', () => {
  const setUp = (speed: 1 | 10 | 60 | 600 = 60) => {
    const fake = fakeClock();
    const times: number[] = [];
    const ends: number[] = [];
    const replay = createReplay({
      clock: fake.clock,
      window: () => ({ from: 0, to: 600_000 }),
      onTime: (t) => times.push(t),
      onEnd: (t) => ends.push(t),
      speed,
    });
    return { ...fake, replay, times, ends };
  };

  it('moves the time at its speed with every frame', () => {
    const { replay, advance, times } = setUp(60);
    replay.play(60_000);
    expect(replay.isPlaying()).toBe(true);
    advance(1000);
    advance(500);
    expect(times).toEqual([120_000, 150_000]);
  });

  it('stops at the end of the window and says so', () => {
    const { replay, advance, times, ends, pending } = setUp(600);
    replay.play(0);
    advance(500);
    advance(600);
    expect(times).toEqual([300_000, 600_000]);
    expect(ends).toEqual([600_000]);
    expect(replay.isPlaying()).toBe(false);
    expect(pending()).toBe(0);
  });

  it('pauses where it is, and starts over from the window start once at the end', () => {
    const { replay, advance, times } = setUp(10);
    replay.play(0);
    advance(2000);
    expect(replay.pause()).toBe(20_000);
    expect(replay.pause()).toBeNull();
    advance(5000);
    expect(times).toEqual([20_000]);
    replay.play(600_000);
    advance(1000);
    expect(times.at(-1)).toBe(10_000);
  });

  it('changes speed on the way without jumping', () => {
    const { replay, advance, times } = setUp(1);
    replay.play(0);
    advance(1000);
    replay.setSpeed(600);
    advance(100);
    expect(times).toEqual([1000, 1000 + 60_000]);
  });
});
