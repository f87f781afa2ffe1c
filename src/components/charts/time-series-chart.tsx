import {
  Axis,
  BarGroup,
  BarSeries,
  buildChartTheme,
  DataProvider,
  Grid,
  LineSeries,
  Tooltip,
  XYChart,
} from '@visx/xychart';
import { type JSX, useMemo } from 'react';

import { useThemeColours } from '@/lib/document-look';

import { AxisTick } from './axis-tick';
import { prepareSeries, spreadTicks, xTickCount, Y_TICKS } from './chart-data';
import { formatAxisValue, formatTick, formatValue } from './chart-format';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';
import { LowPriorityChartData } from './low-priority-chart-data';
import { colorAt, palette } from './palette';
import { chartStrings as s } from './strings';
import type { TimeSeriesChartProps } from './types';
import { CHART_HEIGHT } from './types';
import { useElementWidth } from './use-element-width';

export type { TimeSeries, TimeSeriesChartProps } from './types';

export interface ChartDatum {
  ms: number;
  value: number;
}

/** The chart's ground, grid and labels: theme variables, so the chart follows the theme. */
const CHART_COLOURS = {
  background: ['--color-surface', '#ffffff'],
  grid: ['--color-border-muted', '#e2e8f0'],
  gridStrong: ['--color-border-strong', '#94a3b8'],
  label: ['--color-fg-muted', '#475569'],
} as const;

const margin = { top: 12, right: 32, bottom: 28, left: 48 };
// The chart's scales and size come from its DataProvider; stable configs keep its scales memoized.
const BAND_SCALE = { type: 'band', paddingInner: 0.2 } as const;
const TIME_SCALE = { type: 'time' } as const;
const VALUE_SCALE = { type: 'linear', nice: true, zero: true } as const;
const xMs = (d: ChartDatum) => d.ms;
const xDate = (d: ChartDatum) => new Date(d.ms);
const yValue = (d: ChartDatum) => (Number.isFinite(d.value) ? d.value : 0);

/**
 * Values over time for one or more series, on @visx/xychart. Whatever the data size the SVG stays
 * small: at most ten series (the rest named in a note), bars turn into lines when there would be too
 * many, and the time axis labels at most eight ticks.
 */
export function TimeSeriesChart({
  series,
  kind = 'line',
  interval,
  height = CHART_HEIGHT,
  valueFormat = formatValue,
  ariaLabel,
}: TimeSeriesChartProps): JSX.Element {
  const [ref, width, measured] = useElementWidth<HTMLDivElement>();
  const colours = useThemeColours(CHART_COLOURS);
  const theme = useMemo(
    () =>
      buildChartTheme({
        backgroundColor: colours.background,
        colors: [...palette],
        tickLength: 4,
        gridColor: colours.grid,
        gridColorDark: colours.gridStrong,
        svgLabelSmall: { fill: colours.label, fontSize: 11 },
      }),
    [colours],
  );
  const prepared = useMemo(() => prepareSeries(series, kind), [series, kind]);
  const data = useMemo(
    () =>
      prepared.shown.map((item) => ({
        key: item.key,
        label: item.label,
        data: item.points.map((p) => ({ ms: p.time.getTime(), value: p.value })),
      })),
    [prepared],
  );
  const ticks = spreadTicks(prepared.times, xTickCount(width - margin.left - margin.right));
  const bars = prepared.kind === 'bar';
  const empty = prepared.times.length === 0;
  const notes = [
    prepared.hidden > 0 ? s.hiddenSeries(prepared.shown.length, series.length) : null,
    prepared.barsToLines ? s.barsToLines : null,
  ].filter((note): note is string => note !== null);

  return (
    <figure className="m-0 flex min-w-0 flex-col gap-2">
      <div ref={ref} className="relative w-full" style={{ height }}>
        {empty ? (
          <p className="flex h-full items-center justify-center text-sm text-fg-subtle">
            {s.empty}
          </p>
        ) : !measured ? null : (
          // Drawn once the box's real width is known, never first at a guessed one.
          <DataProvider
            initialDimensions={{ width, height, margin }}
            theme={theme}
            xScale={bars ? BAND_SCALE : TIME_SCALE}
            yScale={VALUE_SCALE}
          >
            <LowPriorityChartData>
              <XYChart width={width} height={height} margin={margin} accessibilityLabel={ariaLabel}>
                <Grid columns={false} numTicks={Y_TICKS} />
                <Axis
                  orientation="bottom"
                  tickComponent={AxisTick}
                  tickValues={bars ? ticks : ticks.map((ms) => new Date(ms))}
                  tickFormat={(v: number | Date) => formatTick(Number(v), interval)}
                />
                <Axis
                  orientation="left"
                  tickComponent={AxisTick}
                  numTicks={Y_TICKS}
                  tickFormat={(v: number) => formatAxisValue(v)}
                />
                {bars ? (
                  <BarGroup padding={0.1}>
                    {data.map((item, i) => (
                      <BarSeries
                        key={item.key}
                        dataKey={item.key}
                        data={item.data}
                        xAccessor={xMs}
                        yAccessor={yValue}
                        colorAccessor={() => colorAt(i)}
                      />
                    ))}
                  </BarGroup>
                ) : (
                  data.map((item, i) => (
                    <LineSeries
                      key={item.key}
                      dataKey={item.key}
                      data={item.data}
                      xAccessor={xDate}
                      yAccessor={yValue}
                      stroke={colorAt(i)}
                    />
                  ))
                )}
                <Tooltip<ChartDatum>
                  snapTooltipToDatumX
                  showVerticalCrosshair
                  renderTooltip={({ tooltipData }) => (
                    <ChartTooltip
                      ms={tooltipData?.nearestDatum?.datum.ms}
                      series={data}
                      interval={interval}
                      valueFormat={valueFormat}
                    />
                  )}
                />
              </XYChart>
            </LowPriorityChartData>
          </DataProvider>
        )}
      </div>
      <ChartLegend series={prepared.shown} valueFormat={valueFormat} notes={notes} />
    </figure>
  );
}
