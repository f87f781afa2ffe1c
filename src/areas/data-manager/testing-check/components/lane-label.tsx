import type { TraceLane } from '@/components/charts/trace/trace-model';

import { testingCheckStrings as s } from '../strings';

/** A lane's port and what it misses, e.g. three missing stretches of CAN2, 42 minutes in all. */
export function LaneLabel({ lane }: { lane: TraceLane }) {
  const count = lane.gaps.length / 2;
  const minutes = Math.round(lane.gapMs / 60_000);
  return (
    <span
      className={count > 0 ? 'text-danger-text' : 'text-fg-muted'}
      title={s.laneFiles(lane.start.length)}
    >
      {s.laneGaps(lane.key, count, minutes)}
    </span>
  );
}
