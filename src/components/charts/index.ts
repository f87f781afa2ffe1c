export { prefetchCharts, TimeSeriesChart } from './lazy-time-series-chart';
export type { TimeSeries, TimeSeriesChartProps } from './types';
