import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs`, so "silent for too long" marks appear on their own. */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
