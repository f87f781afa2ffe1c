/**
 * One moment shared by the views of a time window (lanes, a map, a list): the cursor's time, the
 * position at that time between fixes, steps and replay. Pure: the clock of replay is handed in
 * (animation frames in the page, a fake in tests).
 */

import { includesSorted, lastAtOrBefore } from './sorted-search';

export interface TimeWindow {
  from: number;
  to: number;
}

/** A small step of the cursor (arrow keys) and a large one (with Shift), in ms. */
export const STEP_MS = 10_000;
export const LARGE_STEP_MS = 300_000;

/** Replay speeds: how many seconds of the window pass in one second. */
export const REPLAY_SPEEDS = [1, 10, 60, 600] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export const isReplaySpeed = (value: number): value is ReplaySpeed =>
  (REPLAY_SPEEDS as readonly number[]).includes(value);

/** `t` kept inside the window. */
export const clampTime = (t: number, window: TimeWindow): number =>
  Math.min(window.to, Math.max(window.from, t));

/** The cursor moved one step earlier (-1) or later (1), a large step with `large`, kept inside. */
export const stepTime = (
  t: number,
  direction: -1 | 1,
  large: boolean,
  window: TimeWindow,
): number => clampTime(t + direction * (large ? LARGE_STEP_MS : STEP_MS), window);

/**
 * Fixes in time order with two coordinates each, in stretches: `starts` holds the index where each
 * stretch begins (the first at 0); between two stretches no fix came, so nothing is known there.
 */
export interface TimeTrack {
  ts: ArrayLike<number>;
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
  starts: ArrayLike<number>;
}

export interface TrackPosition {
  x: number;
  y: number;
  /** The fix at or before the time. */
  index: number;
}

/**
 * Where the track was at `t`: interpolated in time between the two fixes around it; null before
 * the first fix, after the last, and inside a gap between two stretches.
 */
export function positionAt(track: TimeTrack, t: number): TrackPosition | null {
  const { ts, xs, ys } = track;
  const i = lastAtOrBefore(ts, t);
  if (i < 0) return null;
  const t0 = ts[i] ?? 0;
  if (t0 === t) return { x: xs[i] ?? 0, y: ys[i] ?? 0, index: i };
  const j = i + 1;
  if (j >= ts.length || includesSorted(track.starts, j)) return null;
  const t1 = ts[j] ?? t0;
  const f = t1 > t0 ? (t - t0) / (t1 - t0) : 0;
  const x0 = xs[i] ?? 0;
  const y0 = ys[i] ?? 0;
  return { x: x0 + ((xs[j] ?? x0) - x0) * f, y: y0 + ((ys[j] ?? y0) - y0) * f, index: i };
}

/** The clock replay runs on: a time in ms, and a callback before the next frame. */
export interface ReplayClock {
  now: () => number;
  frame: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

/** The page's clock: animation frames and the monotonic time. */
export const animationClock: ReplayClock = {
  now: () => performance.now(),
  frame: (callback) => requestAnimationFrame(() => callback()),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** The window time after `elapsedMs` of wall time at `speed` from `start`, stopping at `end`. */
export const replayTime = (start: number, elapsedMs: number, speed: number, end: number) => {
  const time = start + Math.max(0, elapsedMs) * speed;
  return time >= end ? { time: end, ended: true } : { time, ended: false };
};

export interface ReplayOptions {
  clock: ReplayClock;
  /** The window replay runs through (read at every start, so it may change between runs). */
  window: () => TimeWindow;
  onTime: (t: number) => void;
  /** Replay reached the window's end and stopped. */
  onEnd: (t: number) => void;
  speed?: ReplaySpeed;
}

export interface Replay {
  /** Runs from `from` (from the window's start when `from` is at or past its end). */
  play: (from: number) => void;
  /** Stops; the time reached, or null when it was not playing. */
  pause: () => number | null;
  setSpeed: (speed: ReplaySpeed) => void;
  isPlaying: () => boolean;
}

/** Moves a time through a window at a speed, one step per frame of the clock, until its end. */
export function createReplay(options: ReplayOptions): Replay {
  const { clock } = options;
  let speed: ReplaySpeed = options.speed ?? 10;
  let handle: number | null = null;
  let startTime = 0;
  let startWall = 0;
  let end = 0;
  let current = 0;

  const tick = () => {
    handle = null;
    const { time, ended } = replayTime(startTime, clock.now() - startWall, speed, end);
    current = time;
    options.onTime(time);
    if (ended) options.onEnd(time);
    else handle = clock.frame(tick);
  };

  return {
    play: (from) => {
      if (handle !== null) clock.cancel(handle);
      const window = options.window();
      end = window.to;
      startTime = from >= window.to || from < window.from ? window.from : from;
      current = startTime;
      startWall = clock.now();
      handle = clock.frame(tick);
    },
    pause: () => {
      if (handle === null) return null;
      clock.cancel(handle);
      handle = null;
      const { time } = replayTime(startTime, clock.now() - startWall, speed, end);
      current = time;
      return current;
    },
    setSpeed: (next) => {
      if (handle !== null) {
        // Go on from where replay is now, at the new speed.
        startTime = replayTime(startTime, clock.now() - startWall, speed, end).time;
        startWall = clock.now();
      }
      speed = next;
    },
    isPlaying: () => handle !== null,
  };
}
