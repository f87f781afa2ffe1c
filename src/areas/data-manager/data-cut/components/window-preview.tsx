import { type KeyboardEvent, useMemo } from 'react';

import { cursorKeyAction } from '@/components/time-axis/cursor-keys';
import { CursorTimeText } from '@/components/time-axis/cursor-time-text';
import { GpsPanel } from '@/components/time-axis/gps-panel';
import { ReplayBar } from '@/components/time-axis/replay-bar';
import type { TimeWindow } from '@/lib/time-cursor';
import { useTimeCursor } from '@/lib/use-time-cursor';

import { dataCutStrings as s } from '../strings';

const keep = () => undefined;

export interface WindowPreviewProps {
  vin: string;
  window: TimeWindow;
}

/**
 * The window to cut, shown before it is cut: the car's GPS path over it with the car at the
 * cursor's time, and replay through it. The cursor lives here only (nothing is written down).
 */
export function WindowPreview({ vin, window: chosen }: WindowPreviewProps) {
  const window = useMemo(() => ({ from: chosen.from, to: chosen.to }), [chosen.from, chosen.to]);
  const cursor = useTimeCursor({ window, replayWindow: null, initial: null, onCommit: keep });
  // The map, the scrubber and the speed keep their own keys; the keys of the preview itself move
  // the cursor.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (cursorKeyAction(cursor, event)) event.preventDefault();
  };
  return (
    <div
      role="application"
      aria-label={s.preview}
      aria-roledescription={s.preview}
      aria-description={s.previewKeys}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border-muted bg-surface p-4 focus-visible:outline-2 focus-visible:outline-focus"
    >
      <CursorTimeText source={cursor.shown} className="text-xs text-fg-muted tabular-nums" />
      <GpsPanel
        vin={vin}
        window={window}
        time={cursor.shown}
        brush={null}
        onHoverTime={cursor.hover}
      />
      <ReplayBar cursor={cursor} window={window} />
    </div>
  );
}
