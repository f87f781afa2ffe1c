export interface TimeSeries {
  key: string;
  label: string;
  points: readonly { time: Date; value: number }[];
}

export interface TimeSeriesChartProps {
  series: readonly TimeSeries[];
  kind?: 'line' | 'bar';
  interval: 'hour' | 'day';
  /** Height of the plot in px; reserved before data arrives so nothing below moves. */
  height?: number;
  valueFormat?: (v: number) => string;
  ariaLabel: string;
}

/** Default plot height in px. */
export const CHART_HEIGHT = 260;
