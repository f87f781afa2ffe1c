import { type TimeSeries, TimeSeriesChart } from '@/components/charts';
import { formatNumber } from '@/lib/format';

import type { BoardInterval } from './board-series';
import { markerStrings as s } from './strings';

export interface MarkerBoardChartProps {
  series: TimeSeries[];
  interval: BoardInterval;
  height: number;
}

/** The board's chart: bars per day, lines per hour, hits as whole numbers. */
export function MarkerBoardChart({ series, interval, height }: MarkerBoardChartProps) {
  return (
    <TimeSeriesChart
      series={series}
      kind={interval === 'day' ? 'bar' : 'line'}
      interval={interval}
      height={height}
      valueFormat={(v) => formatNumber(v, 0)}
      ariaLabel={s.boardChart}
    />
  );
}
