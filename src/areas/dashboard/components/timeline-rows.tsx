import type { TimelineCar } from '@/api/generated/model';
import { spreadTicks } from '@/components/charts/chart-data';
import { formatTick } from '@/components/charts/chart-format';
import { cn } from '@/lib/class-names';
import { formatDateTime, formatNumber } from '@/lib/format';

import type { TimeRange } from '../dates';
import { dashboardStrings as s } from '../strings';

export interface TimelineRowsProps {
  cars: readonly TimelineCar[];
  range: TimeRange;
  interval: 'hour' | 'day';
}

const HOUR_MS = 3_600_000;

const narrowMark = (index: number, count: number) =>
  index === 0 || index === count - 1 || index === Math.floor((count - 1) / 2);

/** One row per car, each test segment a bar placed on the range's time axis. */
export function TimelineRows({ cars, range, interval }: TimelineRowsProps) {
  const from = range.start.getTime();
  const span = Math.max(1, range.end.getTime() - from);
  const step = interval === 'hour' ? HOUR_MS : 24 * HOUR_MS;
  const marks = spreadTicks(
    Array.from({ length: Math.floor(span / step) + 1 }, (_, i) => from + i * step),
    7,
  );
  const percent = (ms: number) => Math.min(100, Math.max(0, ((ms - from) / span) * 100));

  return (
    <div className="flex flex-col gap-1">
      <div className="relative ml-40 h-5 text-xs text-fg-subtle" aria-hidden="true">
        {marks.map((ms, index) => (
          <span
            key={ms}
            // A narrow screen labels the two ends and the middle only, so no two labels overlap.
            className={cn(
              'absolute -translate-x-1/2 whitespace-nowrap',
              !narrowMark(index, marks.length) && 'max-sm:hidden',
            )}
            style={{ left: `${percent(ms)}%` }}
          >
            {formatTick(ms, interval)}
          </span>
        ))}
      </div>
      <ul aria-label={s.timelineLabel} className="flex flex-col gap-1">
        {cars.map((car) => (
          <li key={car.car_id} className="flex h-8 items-center gap-2">
            <div className="flex w-38 shrink-0 flex-col leading-tight">
              <span className="truncate text-sm text-fg" title={car.plate}>
                {car.plate}
              </span>
              <span className="truncate text-xs text-fg-subtle" title={car.fleet_name}>
                {car.fleet_name}
              </span>
            </div>
            <ul className="relative h-5 min-w-0 flex-1 rounded bg-surface-hover">
              {car.segments.map((seg, index) => {
                const left = percent(Date.parse(seg.start_time));
                const right = percent(Date.parse(seg.end_time));
                const label = s.segment(
                  formatDateTime(seg.start_time),
                  formatDateTime(seg.end_time),
                  seg.project_name ?? s.noProject,
                  formatNumber(seg.mileage_km, 1),
                );
                return (
                  <li
                    key={index}
                    title={label}
                    className="absolute inset-y-0 rounded bg-primary"
                    style={{ left: `${left}%`, width: `max(2px, ${Math.max(0, right - left)}%)` }}
                  >
                    <span className="sr-only">{label}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
