import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts are live: none at first, then one more in each task that follows,
 * each added in a render React may split and a commit of its own. A screen made of heavy parts (a
 * board of cards, each with pickers, a chart and a request) mounts them in turn, so no single task
 * holds the page while all of them mount, commit and start their effects together. Parts come in
 * order, at the end of what is shown, so nothing already on screen moves.
 */
export function useStagedCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setCount((n) => Math.min(total, n + 1))));
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
