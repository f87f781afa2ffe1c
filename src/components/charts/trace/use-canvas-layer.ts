import { useLayoutEffect, useRef } from 'react';

/**
 * A canvas sized for the device's pixel ratio, redrawn once per animation frame whatever the
 * number of changes in between.
 */
export function useCanvasLayer(
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const frame = requestAnimationFrame(() => {
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      draw(ctx);
    });
    return () => cancelAnimationFrame(frame);
  }, [width, height, draw]);
  return ref;
}
