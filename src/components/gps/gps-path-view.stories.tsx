import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { CarGpsTrace } from '@/api/generated/model';
import { DAY_MS, dayStartOf, gpsFixesFor, sessionsOf } from '@/mocks/db/dashboard-seed';

import { GpsPathView } from './gps-path-view';
import { type PreparedTraces, prepareTraces } from './prepare';

const DAY = '2026-11-18';
const plates = ['沪A12345', '沪AD36581', '沪B57210', '沪A88C21', '沪D30917', '沪AF10086'];

/** A day of test drives of some cars, as the mock's getTrace answers them. */
const dayTraces = (carIds: readonly number[]): CarGpsTrace[] =>
  carIds.map((carId, i) => ({
    carId,
    plate: plates[i % plates.length] ?? '沪A00000',
    vin: 'LSGBC5E43NG123456',
    points: sessionsOf(carId, DAY, 1).flatMap((s) => gpsFixesFor(carId, s.startMs, s.endMs, 1000)),
  }));

const start = dayStartOf(DAY);
let large: PreparedTraces | undefined;
/**
 * Made and prepared on first render (as the answer's decoder prepares it), and passed outside args:
 * the args channel would copy the typed arrays into plain objects.
 */
const largePrepared = (): PreparedTraces =>
  (large ??= prepareTraces([
    {
      carId: 301,
      plate: '沪A12345',
      vin: 'LSGBC5E43NG123456',
      points: gpsFixesFor(301, start, start + DAY_MS - 1, 300),
    },
  ]));
const dataPrepared = prepareTraces(dayTraces([301, 302, 304, 305, 307, 308]));
const hostile: CarGpsTrace[] = [
  {
    carId: 1,
    plate: `沪A${'超长车牌<script>alert(1)</script>'.repeat(6)}`,
    vin: 'LSGBC5E43NG123456',
    points: [
      { lng: Number.NaN, lat: 31.2, ts: start, speed: 0 },
      { lng: 121.4, lat: 31.2, ts: start + 1000, speed: 12 },
      { lng: 121.4, lat: 31.2, ts: start + 2000, speed: 12 },
      { lng: 121.4, lat: 31.2, ts: start + 3000, speed: 12 },
      { lng: 1e300, lat: -1e300, ts: start + 4000, speed: 400 },
      { lng: 200, lat: 95, ts: start + 5000, speed: 1 },
      { lng: 121.43, lat: 31.23, ts: Number.NaN, speed: Number.NaN },
      { lng: 121.46, lat: 31.21, ts: start + 7000, speed: 80 },
    ],
  },
  { carId: 2, plate: '', vin: 'LSGBC5E43NG123456', points: [] },
  {
    carId: 3,
    plate: '沪B57210',
    vin: 'LSGBC5E43NG123456',
    points: [{ lng: 121.45, lat: 31.25, ts: start, speed: 0 }],
  },
];
const hostilePrepared = prepareTraces(hostile);

const meta = {
  title: 'Dashboard/GpsPathView',
  component: GpsPathView,
  parameters: { layout: 'padded' },
  args: { ariaLabel: 'GPS 轨迹回显', prepared: prepareTraces([]) },
  argTypes: { prepared: { control: false } },
} satisfies Meta<typeof GpsPathView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map, drawn once its box's width is known. */
const svgOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('img', { name: 'GPS 轨迹回显' });

export const Data: Story = {
  render: (args) => <GpsPathView {...args} prepared={dataPrepared} />,
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(svg.querySelectorAll('path[data-car-id]')).toHaveLength(6);
    await expect(svg.querySelectorAll('*').length).toBeLessThan(200);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('所选时间段内没有轨迹')).toBeInTheDocument();
  },
};

export const Hostile: Story = {
  render: (args) => <GpsPathView {...args} prepared={hostilePrepared} />,
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(svg.querySelectorAll('path[data-car-id]')).toHaveLength(2);
    await expect(svg.innerHTML).not.toMatch(/NaN|Infinity/);
  },
};

/** One car for a whole day at 0.3 s per fix: 288,000 fixes, drawn with at most 5,000 vertices. */
export const Large: Story = {
  render: (args) => <GpsPathView {...args} prepared={largePrepared()} />,
  play: async ({ canvasElement }) => {
    const vertices = Number((await svgOf(canvasElement)).getAttribute('data-vertices'));
    await expect(vertices).toBeLessThanOrEqual(5000);
    await expect(vertices).toBeGreaterThan(1000);
  },
};
