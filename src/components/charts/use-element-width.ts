import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Width of an element, following resizes, read from a ResizeObserver: the browser reports it after
 * its own layout, so nothing forces an extra one while a screen mounts. `measured` turns true with
 * the first report; until then `width` is `fallback`. Without ResizeObserver (jsdom) the fallback
 * counts as measured, so such a DOM still draws.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 640) {
  const ref = useRef<T>(null);
  const [measuredWidth, setMeasuredWidth] = useState<number | null>(() =>
    typeof ResizeObserver === 'undefined' ? fallback : null,
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries.at(-1)?.contentRect.width ?? 0);
      // A box without width (hidden) keeps the last width, or the fallback before any.
      startTransition(() =>
        setMeasuredWidth((current) => (next > 0 ? next : (current ?? fallback))),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, measuredWidth ?? fallback, measuredWidth !== null] as const;
}
