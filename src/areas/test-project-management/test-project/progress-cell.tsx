import { cn } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';

import { testProjectStrings as s } from './strings';

interface ProgressCellProps {
  what: string;
  actual: number;
  planned: number;
  text: (actual: string, planned: string) => string;
}

/** Share of the target reached, from the figures the dashboard sums for the project. */
export const progressPercent = (actual: number, planned: number): number =>
  planned > 0 ? Math.round((actual / planned) * 100) : 0;

export function ProgressCell({ what, actual, planned, text }: ProgressCellProps) {
  const percent = progressPercent(actual, planned);
  return (
    <span className="flex min-w-36 flex-col gap-1">
      <span className="flex items-center gap-2">
        <span
          role="meter"
          aria-label={s.progressLabel(what, percent)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percent, 100)}
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-strong"
        >
          <span
            className={cn('block h-full', percent >= 100 ? 'bg-success' : 'bg-primary')}
            style={{ width: `${Math.min(percent, 100)}%` }}
          />
        </span>
        <span className="w-10 text-right text-xs tabular-nums">{percent}%</span>
      </span>
      <span className="text-xs whitespace-nowrap text-fg-muted tabular-nums">
        {text(formatNumber(actual, 1), formatNumber(planned, 0))}
      </span>
    </span>
  );
}
