import { formatDateTime } from '@/lib/format';
import { type TimeSource, useSourceTime } from '@/lib/use-time-cursor';

import { timeAxisStrings as s } from './strings';

/** The cursor's time in words, rendered on its own as the time changes. */
export function CursorTimeText({ source, className }: { source: TimeSource; className?: string }) {
  const t = useSourceTime(source);
  return <p className={className}>{s.cursorAt(t === null ? null : formatDateTime(t))}</p>;
}
