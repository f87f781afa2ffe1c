import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { type TimeSeries, TimeSeriesChart } from './time-series-chart';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = new Date(2026, 10, 1).getTime();

const make = (
  count: number,
  points: number,
  step: number,
  label = (i: number) => `沪A${10000 + i}`,
) =>
  Array.from({ length: count }, (_, s): TimeSeries => ({
    key: `s${s}`,
    label: label(s),
    points: Array.from({ length: points }, (_, p) => ({
      time: new Date(start + p * step),
      value: Math.round((Math.sin((p + s * 3) / 4) + 1.2) * (s + 1) * 40) / 10,
    })),
  }));

/** Elements of the chart's SVG, counted once the chart is drawn at its box's width. */
const svgElements = async (root: HTMLElement) => {
  const svg = await waitFor(() => {
    const found = root.querySelector('figure svg');
    if (!found) throw new Error('the chart is not drawn yet');
    return found;
  });
  return svg.querySelectorAll('*').length + 1;
};

const meta = {
  title: 'Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  parameters: { layout: 'padded' },
  args: { series: make(3, 30, DAY), interval: 'day', ariaLabel: '每车每日试验里程' },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DailyLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '图例' })).toBeInTheDocument();
    await expect(await svgElements(canvasElement)).toBeLessThanOrEqual(200);
  },
};

export const DailyBars: Story = { args: { series: make(2, 14, DAY), kind: 'bar' } };

export const HourlyBars: Story = {
  args: { series: make(1, 24, HOUR), kind: 'bar', interval: 'hour', ariaLabel: '每小时次数' },
};

/** Fifty series of a month of hours: ten drawn, the SVG stays under 200 elements. */
export const ManySeries: Story = {
  args: { series: make(50, 720, HOUR), kind: 'bar', interval: 'hour' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/仅显示合计最大的 10 项/)).toBeInTheDocument();
    await expect(await svgElements(canvasElement)).toBeLessThanOrEqual(200);
  },
};

export const Empty: Story = { args: { series: [] } };

export const Hostile: Story = {
  args: {
    series: [
      ...make(2, 10, DAY, (i) => `<img src=x onerror=alert(${i})>`.repeat(5)),
      {
        key: 'odd',
        label: '"\'&<script>',
        points: [
          { time: new Date(start), value: Number.NaN },
          { time: new Date(Number.NaN), value: 5 },
          { time: new Date(start + DAY), value: 99_999_999 },
        ],
      },
    ],
    kind: 'bar',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
