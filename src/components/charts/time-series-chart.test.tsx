import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { capSeries, MIN_X_TICK_SPACING, spreadTicks, xTickCount } from './chart-data';
import { type TimeSeries, TimeSeriesChart } from './time-series-chart';

const day = (d: number) => new Date(2026, 10, d);

const manySeries = (count: number, points: number, stepMs = 86_400_000): TimeSeries[] =>
  Array.from({ length: count }, (_, s) => ({
    key: `car-${s}`,
    label: `沪A${String(s).padStart(5, '0')}`,
    points: Array.from({ length: points }, (_, p) => ({
      time: new Date(day(1).getTime() + p * stepMs),
      value: (s + 1) * (p % 7),
    })),
  }));

const svgCount = (container: HTMLElement) => {
  const svg = container.querySelector('svg');
  return svg ? svg.querySelectorAll('*').length + 1 : 0;
};

describe('TimeSeriesChart', () => {
  it('keeps a month of bars for twelve cars under 200 SVG elements, drawn as lines with a note', () => {
    const { container } = render(
      <TimeSeriesChart series={manySeries(12, 31)} kind="bar" interval="day" ariaLabel="里程" />,
    );
    expect(svgCount(container)).toBeGreaterThan(10);
    expect(svgCount(container)).toBeLessThanOrEqual(200);
    expect(screen.getByText(/仅显示合计最大的 10 项（共 12 项）/)).toBeInTheDocument();
    expect(screen.getByText(/以折线显示/)).toBeInTheDocument();
  });

  it('stays under 200 SVG elements for fifty series of 720 hours', () => {
    const { container } = render(
      <TimeSeriesChart series={manySeries(50, 720, 3_600_000)} interval="hour" ariaLabel="x" />,
    );
    expect(svgCount(container)).toBeLessThanOrEqual(200);
    expect(container.querySelectorAll('svg path').length).toBe(10);
  });

  it('draws bars when few, with a zh-CN legend and axis', () => {
    const { container } = render(
      <TimeSeriesChart series={manySeries(2, 5)} kind="bar" interval="day" ariaLabel="时长" />,
    );
    expect(container.querySelectorAll('rect.visx-bar').length).toBe(10);
    expect(screen.getByRole('list', { name: '图例' })).toHaveTextContent('合计 20');
    expect(container.textContent).toContain('11月1日');
    expect(screen.getByLabelText('时长')).toBeInTheDocument();
  });

  it('reserves its height and says so when there is nothing to draw', () => {
    const { container } = render(
      <TimeSeriesChart series={[]} interval="day" height={300} ariaLabel="空" />,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(container.querySelector('[style*="height: 300px"]')).not.toBeNull();
  });

  it('survives odd numbers and invalid dates', () => {
    const series: TimeSeries[] = [
      {
        key: 'odd',
        label: '<b>x</b>'.repeat(40),
        points: [
          { time: day(1), value: Number.NaN },
          { time: new Date(Number.NaN), value: 3 },
          { time: day(2), value: 1e12 },
        ],
      },
    ];
    render(<TimeSeriesChart series={series} interval="day" ariaLabel="odd" />);
    expect(screen.getByRole('list', { name: '图例' })).toHaveTextContent('<b>x</b>');
  });
});

describe('chart data helpers', () => {
  it('labels a narrow axis with fewer ticks, each far enough from the next not to overlap', () => {
    expect(xTickCount(0)).toBe(2);
    expect(xTickCount(266)).toBe(4);
    expect(xTickCount(2000)).toBe(8);
    for (let width = 150; width <= 1200; width += 10) {
      const count = xTickCount(width);
      expect(width / (count - 1)).toBeGreaterThanOrEqual(MIN_X_TICK_SPACING);
    }
  });

  it('spreads at most eight ticks including both ends', () => {
    const ticks = spreadTicks(Array.from({ length: 31 }, (_, i) => i));
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(30);
  });

  it('keeps the series with the largest totals in their order', () => {
    const { shown, hidden } = capSeries(manySeries(12, 3), 10);
    expect(hidden).toBe(2);
    expect(shown.map((x) => x.key)).not.toContain('car-0');
    expect(shown[0]?.key).toBe('car-2');
  });
});
