import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

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

/**
 * A time that changes on every pointer move and every frame of replay: read by the few things that
 * draw it (a line, a marker, a readout) without rendering the views around them again.
 */
export interface TimeSource {
  get: () => number | null;
  subscribe: (listener: () => void) => () => void;
}

/** The source's time, rendering the calling component (and only it) when it changes. */
export const useSourceTime = (source: TimeSource): number | null =>
  useSyncExternalStore(source.subscribe, source.get, source.get);

export interface TimeCursor {
  /**
   * The kept cursor, or null before one was set: it changes on a click, a key, the scrubber, a
   * pause or replay's end, not on every frame of replay (see `position`).
   */
  cursor: number | null;
  /** The time to show: under the pointer while it hovers a view, otherwise the cursor (replayed). */
  shown: TimeSource;
  /** The cursor as replay moves it, frame by frame. */
  position: TimeSource;
  hover: (t: number | null) => void;
  /** Puts the cursor at `t` and keeps it (replay, if on, goes on from there). */
  moveTo: (t: number) => void;
  step: (direction: -1 | 1, large: boolean) => void;
  playing: boolean;
  togglePlay: () => void;
  speed: ReplaySpeed;
  setSpeed: (speed: ReplaySpeed) => void;
}

/** The cursor and the hovered time as they change, with their listeners. */
function createLiveTimes(initial: number | null, window: TimeWindow) {
  const listeners = new Set<() => void>();
  const live = { cursor: initial, hovered: null as number | null, window };
  const clamp = (t: number | null) => (t === null ? null : clampTime(t, live.window));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    live,
    shown: { get: () => clamp(live.hovered ?? live.cursor), subscribe } satisfies TimeSource,
    position: { get: () => clamp(live.cursor), subscribe } satisfies TimeSource,
    setCursor: (t: number | null) => {
      if (live.cursor === t) return;
      live.cursor = t;
      changed();
    },
    setWindow: (next: TimeWindow) => {
      live.window = next;
    },
    setHovered: (t: number | null) => {
      if (live.hovered === t) return;
      live.hovered = t;
      changed();
    },
  };
}

/**
 * One cursor for every view of a window: hovering shows a time without keeping it; clicks, keys,
 * the scrubber and replay move the cursor, and what they leave is committed (not every frame).
 */
export function useTimeCursor(options: TimeCursorOptions): TimeCursor {
  const clock = useContext(ReplayClockContext);
  const { window } = options;
  const [times] = useState(() => createLiveTimes(options.initial, window));
  useEffect(() => times.setWindow(window), [times, window]);
  // The kept cursor: what a render needs (the gap holding it, the link). Replay's frames go to
  // `times` only, so the views around the cursor do not render again on every frame.
  const [cursor, setKept] = useState<number | null>(options.initial);
  const [seen, setSeen] = useState<number | null>(options.initial);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<ReplaySpeed>(60);
  // A new cursor from outside (the URL of a link, back and forward) moves the cursor there.
  if (options.initial !== seen) {
    setSeen(options.initial);
    if (options.initial !== null) setKept(options.initial);
  }
  useEffect(() => {
    if (seen !== null) times.setCursor(seen);
  }, [seen, times]);

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const keep = useCallback(
    (t: number) => {
      times.setCursor(t);
      setKept(t);
    },
    [times],
  );

  const replayRef = useRef<Replay | null>(null);
  useEffect(() => {
    const replay = createReplay({
      clock,
      window: () => latest.current.replayWindow ?? latest.current.window,
      onTime: times.setCursor,
      onEnd: (t) => {
        setPlaying(false);
        keep(t);
        latest.current.onCommit(t);
      },
      speed: 60,
    });
    replayRef.current = replay;
    return () => {
      replay.pause();
      replayRef.current = null;
    };
  }, [clock, times, keep]);

  const moveTo = useCallback(
    (t: number) => {
      const replay = replayRef.current;
      const next = clampTime(t, latest.current.window);
      if (replay?.isPlaying()) {
        times.setCursor(next);
        replay.play(next);
      } else {
        keep(next);
        latest.current.onCommit(next);
      }
    },
    [times, keep],
  );

  const step = useCallback(
    (direction: -1 | 1, large: boolean) => {
      const replay = replayRef.current;
      const wasPlaying = replay?.isPlaying() ?? false;
      const from = replay?.pause() ?? times.live.cursor ?? latest.current.window.from;
      const next = stepTime(from, direction, large, latest.current.window);
      if (wasPlaying) {
        times.setCursor(next);
        replay?.play(next);
      } else {
        keep(next);
        latest.current.onCommit(next);
      }
    },
    [times, keep],
  );

  const togglePlay = useCallback(() => {
    const replay = replayRef.current;
    if (!replay) return;
    if (replay.isPlaying()) {
      const at = replay.pause();
      setPlaying(false);
      if (at !== null) {
        keep(at);
        latest.current.onCommit(at);
      }
      return;
    }
    const run = latest.current.replayWindow ?? latest.current.window;
    const at = times.live.cursor;
    replay.play(at !== null && at >= run.from && at < run.to ? at : run.from);
    setPlaying(true);
  }, [times, keep]);

  const setSpeed = useCallback((next: ReplaySpeed) => {
    replayRef.current?.setSpeed(next);
    setSpeedState(next);
  }, []);

  return {
    cursor: cursor === null ? null : clampTime(cursor, window),
    shown: times.shown,
    position: times.position,
    hover: times.setHovered,
    moveTo,
    step,
    playing,
    togglePlay,
    speed,
    setSpeed,
  };
}
