import { Button } from '@/components/ui/button';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { formatDateTime } from '@/lib/format';
import { isReplaySpeed, REPLAY_SPEEDS, type TimeWindow } from '@/lib/time-cursor';
import { type TimeCursor, useSourceTime } from '@/lib/use-time-cursor';

import { timeAxisStrings as s } from './strings';

interface ReplayBarProps {
  cursor: TimeCursor;
  window: TimeWindow;
}

/** Play or pause, the speed, and a scrubber that moves the cursor over the window. */
export function ReplayBar({ cursor, window }: ReplayBarProps) {
  return (
    <div role="group" aria-label={s.replay} className="flex flex-wrap items-end gap-3">
      <Button size="sm" variant="outline" className="w-16" onClick={cursor.togglePlay}>
        {cursor.playing ? s.pause : s.play}
      </Button>
      <SelectField
        label={s.replaySpeed}
        value={String(cursor.speed)}
        onValueChange={(next) => {
          const speed = Number(next);
          if (isReplaySpeed(speed)) cursor.setSpeed(speed);
        }}
        className="w-28"
      >
        {REPLAY_SPEEDS.map((speed) => (
          <SelectItem key={speed} value={String(speed)}>
            {s.speedOption(speed)}
          </SelectItem>
        ))}
      </SelectField>
      <Scrubber cursor={cursor} window={window} />
    </div>
  );
}

/** The scrubber: follows replay frame by frame, rendered on its own. */
function Scrubber({ cursor, window }: ReplayBarProps) {
  const value = useSourceTime(cursor.position) ?? window.from;
  return (
    <input
      type="range"
      aria-label={s.scrubber}
      aria-valuetext={formatDateTime(value)}
      min={window.from}
      max={window.to}
      step={1000}
      value={value}
      onChange={(event) => cursor.moveTo(Number(event.target.value))}
      className="h-control min-w-40 flex-1 accent-primary"
    />
  );
}
