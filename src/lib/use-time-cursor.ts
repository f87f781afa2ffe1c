import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

import {
  animationClock,
  clampTime,
  createReplay,
  type Replay,
  type ReplayClock,
  type ReplaySpeed,
  stepTime,
  type TimeWindow,
} from './time-cursor';

/** The clock replay runs on: animation frames in the page; tests and stories may hand a fake. */
export const ReplayClockContext = createContext<ReplayClock>(animationClock);

export interface TimeCursorOptions {
  /** The whole window the cursor may stand in. */
  window: TimeWindow;
  /** Where replay runs (a brushed stretch); the whole window when null. */
  replayWindow: TimeWindow | null;
  /** The cursor to start with (from the URL); a later change moves the cursor there. */
  initial: number | null;
  /** A cursor to keep (a click, a key, the scrubber, a pause, replay's end): write it down. */
  onCommit: (t: number) => void;
}

export interface TimeCursor {
  /** The cursor's time, or null before one was set. */
  cursor: number | null;
  /** The time to show: under the pointer while it hovers a view, otherwise the cursor. */
  shown: number | null;
  hover: (t: number | null) => void;
  /** Puts the cursor at `t` and keeps it (replay, if on, goes on from there). */
  moveTo: (t: number) => void;
  step: (direction: -1 | 1, large: boolean) => void;
  playing: boolean;
  togglePlay: () => void;
  speed: ReplaySpeed;
  setSpeed: (speed: ReplaySpeed) => void;
}

/**
 * One cursor for every view of a window: hovering shows a time without keeping it; clicks, keys,
 * the scrubber and replay move the cursor, and what they leave is committed (not every frame).
 */
export function useTimeCursor(options: TimeCursorOptions): TimeCursor {
  const clock = useContext(ReplayClockContext);
  const { window } = options;
  const [cursor, setCursor] = useState<number | null>(options.initial);
  const [seen, setSeen] = useState<number | null>(options.initial);
  const [hovered, setHovered] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<ReplaySpeed>(60);
  // A new cursor from outside (the URL of a link, back and forward) moves the cursor there.
  if (options.initial !== seen) {
    setSeen(options.initial);
    if (options.initial !== null) setCursor(options.initial);
  }

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const replayRef = useRef<Replay | null>(null);
  useEffect(() => {
    const replay = createReplay({
      clock,
      window: () => latest.current.replayWindow ?? latest.current.window,
      onTime: setCursor,
      onEnd: (t) => {
        setPlaying(false);
        latest.current.onCommit(t);
      },
      speed: 60,
    });
    replayRef.current = replay;
    return () => {
      replay.pause();
      replayRef.current = null;
    };
  }, [clock]);

  const moveTo = useCallback((t: number) => {
    const replay = replayRef.current;
    const next = clampTime(t, latest.current.window);
    setCursor(next);
    if (replay?.isPlaying()) replay.play(next);
    else latest.current.onCommit(next);
  }, []);

  const step = useCallback(
    (direction: -1 | 1, large: boolean) => {
      const replay = replayRef.current;
      const wasPlaying = replay?.isPlaying() ?? false;
      const from = replay?.pause() ?? cursor ?? latest.current.window.from;
      const next = stepTime(from, direction, large, latest.current.window);
      setCursor(next);
      if (wasPlaying) replay?.play(next);
      else latest.current.onCommit(next);
    },
    [cursor],
  );

  const togglePlay = useCallback(() => {
    const replay = replayRef.current;
    if (!replay) return;
    if (replay.isPlaying()) {
      const at = replay.pause();
      setPlaying(false);
      if (at !== null) {
        setCursor(at);
        latest.current.onCommit(at);
      }
      return;
    }
    const run = latest.current.replayWindow ?? latest.current.window;
    replay.play(cursor !== null && cursor >= run.from && cursor < run.to ? cursor : run.from);
    setPlaying(true);
  }, [cursor]);

  const setSpeed = useCallback((next: ReplaySpeed) => {
    replayRef.current?.setSpeed(next);
    setSpeedState(next);
  }, []);

  const shown = hovered ?? cursor;
  return {
    cursor: cursor === null ? null : clampTime(cursor, window),
    shown: shown === null ? null : clampTime(shown, window),
    hover: setHovered,
    moveTo,
    step,
    playing,
    togglePlay,
    speed,
    setSpeed,
  };
}
