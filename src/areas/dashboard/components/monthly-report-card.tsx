import type { MonthlyTestingReport } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';

import type { DashboardFilters } from '../filters';
import { useMonthlyReport } from '../hooks/use-dashboard-data';
import { dashboardStrings as s } from '../strings';
import { DashboardCard } from './dashboard-card';
import { MonthField } from './month-field';

export interface MonthlyReportCardProps {
  filters: DashboardFilters;
  className?: string;
  onMonthChange: (month: string) => void;
}

type Figure = keyof typeof s.kpi;
const figures: readonly { key: Figure; unit: string; digits: number }[] = [
  { key: 'car_count', unit: s.units.cars, digits: 0 },
  { key: 'fleet_count', unit: s.units.fleets, digits: 0 },
  { key: 'mileage_km', unit: s.units.km, digits: 1 },
  { key: 'test_hours', unit: s.units.h, digits: 1 },
  { key: 'project_count', unit: s.units.projects, digits: 0 },
  { key: 'file_count', unit: s.units.files, digits: 0 },
  { key: 'data_volume_gb', unit: s.units.gb, digits: 1 },
  { key: 'active_days', unit: s.units.days, digits: 0 },
];

// Below the sm breakpoint the figures stand in two columns: four rows of a label over a value
// (56 px each) with the grid's 12 px gaps, where the wide card fits them in two rows of 148 px.
const NARROW_ROWS = Math.ceil(figures.length / 2);
const NARROW_BODY_HEIGHT = NARROW_ROWS * 56 + (NARROW_ROWS - 1) * 12;

/** Monthly testing report: the month's key figures. */
export function MonthlyReportCard({ filters, onMonthChange, className }: MonthlyReportCardProps) {
  const query = useMonthlyReport(filters);
  return (
    <DashboardCard
      className={className}
      title={s.monthlyReport}
      filters={<MonthField value={filters.reportMonth} onChange={onMonthChange} />}
      status={query.status}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      fetching={query.isFetching}
      bodyHeight={148}
      narrowBodyHeight={NARROW_BODY_HEIGHT}
    >
      {query.data ? <Figures report={query.data} /> : null}
    </DashboardCard>
  );
}

function Figures({ report }: { report: MonthlyTestingReport }) {
  return (
    <dl className="grid h-full grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(({ key, unit, digits }) => (
        <div
          key={key}
          className="flex min-w-0 flex-col justify-center rounded-md bg-surface-muted px-3"
        >
          <dt className="truncate text-xs text-fg-subtle">{s.kpi[key]}</dt>
          <dd className="flex min-w-0 items-baseline gap-1">
            <span className="truncate text-xl font-semibold tabular-nums text-fg">
              {formatNumber(report[key], digits)}
            </span>
            <span className="shrink-0 text-xs text-fg-subtle">{unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
