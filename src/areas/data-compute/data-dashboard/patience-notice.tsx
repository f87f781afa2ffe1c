import { useEffect, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { dashboardStrings as s } from './strings';

const SHOW_AFTER_S = 2;

/**
 * The strategy list may take minutes (contract timeout 20 min): mounted while it loads, after a
 * moment it says so and counts the seconds, so the user knows the console is still working.
 */
export function PatienceNotice() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed((seconds) => seconds + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  if (elapsed < SHOW_AFTER_S) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-md border border-info-border bg-primary-soft px-3 py-2 text-sm text-info-strong"
    >
      <Spinner />
      <span>{s.patience}</span>
      <span className="text-primary-text">{s.patienceElapsed(elapsed)}</span>
    </div>
  );
}
