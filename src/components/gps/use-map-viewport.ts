import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

import { panBy, type Viewport, zoomAt } from './projection';

const ZOOM_STEP = 1.5;
const PAN_STEP = 60;
/** How far out and in the user can go, relative to the fitted view. */
const MIN_ZOOM = 1 / 8;
const MAX_ZOOM = 4096;

interface UserView {
  /** The fitted view the user started from: a new fit (new data, new size) drops the user's view. */
  from: Viewport;
  viewport: Viewport;
}

/**
 * Zoom and pan of the path view: +/- buttons and keys, arrow keys, the wheel and dragging. The
 * fitted viewport comes from the data; "fit" goes back to it.
 */
export function useMapViewport(fitted: Viewport | null, width: number, height: number) {
  const [user, setUser] = useState<UserView | null>(null);
  const viewport = user && fitted && user.from === fitted ? user.viewport : fitted;
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  const update = useCallback(
    (change: (v: Viewport) => Viewport) => {
      if (!fitted) return;
      setUser((current) => {
        const base = current && current.from === fitted ? current.viewport : fitted;
        const next = change(base);
        const ratio = next.scale / fitted.scale;
        if (ratio < MIN_ZOOM || ratio > MAX_ZOOM) return current;
        return { from: fitted, viewport: next };
      });
    },
    [fitted],
  );

  const zoom = useCallback(
    (factor: number, px = width / 2, py = height / 2) => update((v) => zoomAt(v, factor, px, py)),
    [update, width, height],
  );
  const zoomIn = useCallback(() => zoom(ZOOM_STEP), [zoom]);
  const zoomOut = useCallback(() => zoom(1 / ZOOM_STEP), [zoom]);
  const fit = useCallback(() => setUser(null), []);

  // React's wheel listener is passive; the page must not scroll while the map zooms.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const factor = Math.exp(-Math.max(-200, Math.min(200, event.deltaY)) / 300);
      zoom(factor, event.clientX - rect.left, event.clientY - rect.top);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoom]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) update((v) => panBy(v, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '_') zoomOut();
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  /** True while dragging (the caller then skips its hover readout). */
  const dragTo = (event: PointerEvent<SVGSVGElement>): boolean => {
    const start = drag.current;
    if (!start) return false;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (dx !== 0 || dy !== 0) {
      drag.current = { x: event.clientX, y: event.clientY, moved: true };
      update((v) => panBy(v, dx, dy));
    }
    return true;
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return {
    viewport,
    svgRef,
    zoomIn,
    zoomOut,
    fit,
    onKeyDown,
    onPointerDown,
    dragTo,
    onPointerUp,
  };
}
