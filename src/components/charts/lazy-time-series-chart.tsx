import { lazyAreaPage } from '@/lib/lazy-area';

import { CHART_HEIGHT, type TimeSeriesChartProps } from './types';

// The chart library is the heaviest code of the screens that draw charts; it loads on first use,
// under the same 120 s limit and retry as the areas.
const LoadedChart = lazyAreaPage(
  () => import('./time-series-chart'),
  (module) => module.TimeSeriesChart,
);

/** TimeSeriesChart with its code loaded on demand; the plot's height is reserved meanwhile. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <div className="min-w-0" style={{ minHeight: props.height ?? CHART_HEIGHT }}>
      <LoadedChart {...props} />
    </div>
  );
}

/** Starts loading the chart code early (e.g. when its screen opens). */
export const prefetchCharts = (): void => LoadedChart.prefetch();
