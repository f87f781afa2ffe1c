import { cn } from '@/lib/class-names';
import { formatBytes } from '@/lib/format';

import type { DayTotal } from '../day-aggregation';
import { originalDataDateStrings as s } from '../strings';

const CARS_SHOWN = 3;

interface DayCellProps {
  date: string;
  total: DayTotal | undefined;
  open: boolean;
  onOpen: (date: string) => void;
}

/** One day of the month: files and volume, and the busiest cars; opens the day's files. */
export function DayCell({ date, total, open, onOpen }: DayCellProps) {
  const size = formatBytes(total?.totalSize ?? 0);
  const cars = total?.cars ?? [];
  return (
    <button
      type="button"
      aria-pressed={open}
      disabled={!total}
      onClick={() => onOpen(date)}
      className={cn(
        'flex h-full min-h-24 w-full flex-col gap-0.5 rounded-md border p-1.5 text-left text-xs',
        total
          ? 'border-border-muted bg-surface hover:border-primary'
          : 'border-border-subtle bg-surface-muted text-fg-placeholder',
        open && 'border-primary ring-2 ring-info-border',
      )}
    >
      <span className="sr-only">{s.dayLabel(date, total?.fileCount ?? 0)}</span>
      <span className="text-sm font-medium text-fg-soft">{Number(date.slice(8))}</span>
      {total ? (
        <>
          <span className="font-medium text-info-strong">{s.dayTotal(total.fileCount, size)}</span>
          {cars.slice(0, CARS_SHOWN).map((car) => (
            <span key={car.vin} className="truncate text-fg-muted">
              {s.carLine(car.plate, car.fileCount, formatBytes(car.totalSize))}
            </span>
          ))}
          {cars.length > CARS_SHOWN ? (
            <span className="text-fg-subtle">{s.moreCars(cars.length - CARS_SHOWN)}</span>
          ) : null}
        </>
      ) : null}
    </button>
  );
}
