import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

import type {
  CarDailySeries,
  IdName,
  TestHourChart,
  TestMileageChart,
} from '@/api/generated/model';
import { type TimeSeries, TimeSeriesChart } from '@/components/charts';
import { formatNumber } from '@/lib/format';
import { fields } from '@/strings/common';

import { daysOfMonth } from '../dates';
import type { DashboardFilters } from '../filters';
import { useHours, useMileage } from '../hooks/use-dashboard-data';
import { dashboardStrings as s } from '../strings';
import { DashboardCard } from './dashboard-card';
import { MonthField } from './month-field';
import { MultiSelect } from './multi-select';

export interface CarChartCardProps {
  filters: DashboardFilters;
  cars: readonly IdName[];
  onMonthChange: (month: string) => void;
  onCarsChange: (cars: number[]) => void;
}

const CHART_HEIGHT = 260;

/** Per car, one value for every day of the month (days without data count as 0). */
export function toSeries(month: string, cars: readonly CarDailySeries[]): TimeSeries[] {
  const days = daysOfMonth(month);
  return cars.map((car) => {
    const byDate = new Map(car.daily.map((d) => [d.date, d.value]));
    return {
      key: String(car.car_id),
      label: car.plate,
      points: days.map((time) => {
        const key = `${month}-${String(time.getDate()).padStart(2, '0')}`;
        return { time, value: byDate.get(key) ?? 0 };
      }),
    };
  });
}

/** Test mileage: kilometres per car and day of the chosen month. */
export function MileageCard(props: CarChartCardProps) {
  const query = useMileage(props.filters);
  return <CarChartCard {...props} kind="mileage" query={query} own={props.filters.mileage} />;
}

/** Test hours: hours per car and day of the chosen month. */
export function HoursCard(props: CarChartCardProps) {
  const query = useHours(props.filters);
  return <CarChartCard {...props} kind="hours" query={query} own={props.filters.hours} />;
}

interface ChartCardProps extends CarChartCardProps {
  kind: 'mileage' | 'hours';
  query: UseQueryResult<TestMileageChart | TestHourChart>;
  own: { month: string; cars: number[] };
}

function CarChartCard({ kind, query, own, cars, onMonthChange, onCarsChange }: ChartCardProps) {
  const data = query.data;

  return (
    <DashboardCard
      title={kind === 'mileage' ? s.mileage : s.hours}
      filters={
        <>
          <MultiSelect
            label={fields.car}
            options={cars}
            value={own.cars}
            onChange={onCarsChange}
            allText={s.allCars}
          />
          <MonthField value={own.month} onChange={onMonthChange} />
        </>
      }
      status={query.status}
      error={query.error}
      empty={data !== undefined && data.cars.length === 0}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      fetching={query.isFetching}
      bodyHeight={CHART_HEIGHT + 110}
    >
      {data ? <CarChart kind={kind} month={own.month} data={data} /> : null}
    </DashboardCard>
  );
}

/**
 * The month's total and chart, their own component: the series are built when React renders this
 * part, at the lower priority the card gives its body, not in the render that brought the answer.
 */
function CarChart({
  kind,
  month,
  data,
}: {
  kind: 'mileage' | 'hours';
  month: string;
  data: TestMileageChart | TestHourChart;
}) {
  const series = useMemo(() => toSeries(month, data.cars), [data, month]);
  const digits = 1;
  const unit = kind === 'mileage' ? s.units.km : s.units.h;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-fg-muted">
        {s.monthTotal(`${formatNumber(data.total, digits)} ${unit}`)}
      </p>
      <TimeSeriesChart
        series={series}
        kind="bar"
        interval="day"
        height={CHART_HEIGHT}
        valueFormat={(v) => formatNumber(v, digits)}
        ariaLabel={kind === 'mileage' ? s.mileageChart : s.hoursChart}
      />
    </div>
  );
}
