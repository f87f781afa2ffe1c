import type { HeatmapDay } from '@/api/generated/model';
import { cn } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';

import { daysOfMonth } from '../dates';
import type { DashboardFilters } from '../filters';
import { useHeatmap } from '../hooks/use-dashboard-data';
import { dashboardStrings as s } from '../strings';
import { DashboardCard } from './dashboard-card';
import { MonthField } from './month-field';

export interface HeatmapCardProps {
  filters: DashboardFilters;
  onMonthChange: (month: string) => void;
}

const LEVELS = ['bg-surface-hover', 'bg-heat-1', 'bg-heat-2', 'bg-heat-3', 'bg-heat-4'] as const;

const levelOf = (value: number, max: number): number =>
  !Number.isFinite(value) || value <= 0 || max <= 0
    ? 0
    : Math.min(LEVELS.length - 1, Math.ceil((value / max) * (LEVELS.length - 1)));

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Heatmap: test activity per day of the month, as a Monday-first calendar coloured by test hours. */
export function HeatmapCard({ filters, onMonthChange }: HeatmapCardProps) {
  const query = useHeatmap(filters);
  return (
    <DashboardCard
      title={s.heatmap}
      filters={<MonthField value={filters.heatmapMonth} onChange={onMonthChange} />}
      status={query.status}
      error={query.error}
      empty={query.data !== undefined && query.data.days.length === 0}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      fetching={query.isFetching}
      bodyHeight={380}
    >
      {query.data ? <Calendar month={filters.heatmapMonth} days={query.data.days} /> : null}
    </DashboardCard>
  );
}

function Calendar({ month, days }: { month: string; days: readonly HeatmapDay[] }) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const dates = daysOfMonth(month);
  const max = Math.max(0, ...days.map((d) => (Number.isFinite(d.test_hours) ? d.test_hours : 0)));
  const lead = dates[0] ? (dates[0].getDay() + 6) % 7 : 0;
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-fg-subtle" aria-hidden="true">
        {s.weekdays.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      <ol aria-label={s.heatmapLabel(month)} className="grid flex-1 auto-rows-fr grid-cols-7 gap-1">
        {dates.map((date, index) => {
          const key = dayKey(date);
          const day = byDate.get(key);
          const level = levelOf(day?.test_hours ?? 0, max);
          const label = s.heatmapCell(
            key,
            formatNumber(day?.car_count ?? 0, 0),
            formatNumber(day?.project_count ?? 0, 0),
            formatNumber(day?.test_hours ?? 0, 1),
            formatNumber(day?.mileage_km ?? 0, 1),
          );
          return (
            <li
              key={key}
              aria-label={label}
              title={label}
              style={index === 0 ? { gridColumnStart: lead + 1 } : undefined}
              className={cn(
                'flex items-start justify-end rounded p-1 text-xs tabular-nums',
                LEVELS[level],
                level >= 3 ? 'text-fg-inverse' : 'text-fg-label',
              )}
            >
              {date.getDate()}
            </li>
          );
        })}
      </ol>
      <div
        className="flex items-center justify-end gap-1 text-xs text-fg-subtle"
        aria-hidden="true"
      >
        <span>{s.heatmapScale}</span>
        <span>{s.heatmapLess}</span>
        {LEVELS.map((level) => (
          <span key={level} className={cn('size-3 rounded-sm', level)} />
        ))}
        <span>{s.heatmapMore}</span>
      </div>
    </div>
  );
}
