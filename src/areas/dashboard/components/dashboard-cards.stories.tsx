import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { AuthorityCode as codes } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { scenarioParameters } from '@/testing/story-scenario';

import { type DashboardSearch, resolveFilters } from '../filters';
import { boardCards, type CardName } from './board-cards';

const cars = [
  { id: 1, name: '沪A12345' },
  { id: 2, name: '京B6F789' },
];

const titles: Record<CardName, string> = {
  monthly: '月度试验报告',
  projects: '试验项目报告',
  gps: 'GPS 轨迹回显',
  heatmap: '热力图',
  timeline: '时间线',
  mileage: '试验里程',
  hours: '试验时长',
};

/** One card of the board on the mock, its filters kept in story state as the page keeps them in the URL. */
function CardStory({ card }: { card: CardName }) {
  const [search, setSearch] = useState<DashboardSearch>({});
  const [now] = useState(() => new Date());
  const filters = resolveFilters(search, now);
  return (
    <div className="max-w-5xl p-4">
      {boardCards[card]({
        filters,
        set: (patch) => setSearch((prev) => ({ ...prev, ...patch })),
        cars,
      })}
    </div>
  );
}

const meta = {
  title: 'Dashboard/Cards',
  component: CardStory,
  args: { card: 'monthly' },
  beforeEach: () => {
    const authorities = Object.values(codes);
    setUserInfo({
      id: 1,
      username: 'admin',
      realName: '王建国',
      roles: [],
      authorities,
      userTagIds: [],
    });
    setAuthorities(authorities);
    setToken('storybook-token');
    return () => clearSession();
  },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, card: CardName) =>
  within(canvasElement).findByRole('region', { name: titles[card] });

/** Waits until the card has left its loading state. */
const settled = (el: HTMLElement) =>
  waitFor(() => expect(within(el).queryByRole('status')).toBeNull());

const loading = (card: CardName): Story => ({
  args: { card },
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const el = await region(canvasElement, card);
    await expect(within(el).getByRole('status')).toHaveTextContent('加载中');
  },
});

const data = (card: CardName): Story => ({
  args: { card },
  play: async ({ canvasElement }) => {
    const el = await region(canvasElement, card);
    await expect(
      await within(el).findByRole('heading', { level: 2, name: titles[card] }),
    ).toBeInTheDocument();
    await settled(el);
    await expect(within(el).queryByText('获取数据失败')).toBeNull();
  },
});

const empty = (card: CardName): Story => ({
  args: { card },
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const el = await region(canvasElement, card);
    await settled(el);
    await expect(within(el).queryByText('获取数据失败')).toBeNull();
    if (card !== 'monthly') await expect(within(el).getByText('暂无数据')).toBeInTheDocument();
  },
});

const error = (card: CardName): Story => ({
  args: { card },
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const el = await region(canvasElement, card);
    await expect(await within(el).findByText('获取数据失败')).toBeInTheDocument();
    await expect(within(el).getByRole('button', { name: '重试' })).toBeInTheDocument();
  },
});

const hostile = (card: CardName): Story => ({
  args: { card },
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    const el = await region(canvasElement, card);
    await settled(el);
    await expect(within(el).queryByText('获取数据失败')).toBeNull();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
});

export const MonthlyLoading = loading('monthly');
export const MonthlyData = data('monthly');
export const MonthlyEmpty = empty('monthly');
export const MonthlyError = error('monthly');
export const MonthlyHostile = hostile('monthly');

/** On a phone the figures stand in two columns, and the card grows to hold them. */
export const MonthlyNarrow: Story = {
  args: { card: 'monthly' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const el = await region(canvasElement, 'monthly');
    await settled(el);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThan(640);
    const card = el.getBoundingClientRect();
    const figures = within(el).getAllByRole('definition');
    await expect(figures).toHaveLength(8);
    for (const figure of figures) {
      const box = figure.parentElement?.getBoundingClientRect();
      await expect(box?.bottom).toBeLessThanOrEqual(card.bottom);
    }
  },
};

/** True when no two of the boxes share a horizontal stretch (hidden ones, of no width, aside). */
const apart = (elements: readonly Element[]) => {
  const boxes = elements
    .map((e) => e.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .sort((a, b) => a.left - b.left);
  return boxes.length > 1 && boxes.every((box, i) => i === 0 || boxes[i - 1]!.right <= box.left);
};

const narrowAxis = (card: CardName, labels: (el: HTMLElement) => Element[]): Story => ({
  args: { card },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const el = await region(canvasElement, card);
    await settled(el);
    await waitFor(() => expect(labels(el).length).toBeGreaterThan(1));
    await expect(apart(labels(el))).toBe(true);
  },
});

/** On a phone the time axes label fewer moments, none over another. */
export const TimelineNarrow = narrowAxis('timeline', (el) => [
  ...el.querySelectorAll('[aria-hidden="true"] > span'),
]);
export const MileageNarrow = narrowAxis('mileage', (el) => {
  // The time axis: the one whose labels stand side by side (the value axis stacks its own).
  const axes = [...el.querySelectorAll('.visx-axis')].map((axis) => [
    ...axis.querySelectorAll('.visx-axis-tick text'),
  ]);
  return axes.find((texts) => new Set(texts.map((t) => t.getAttribute('x'))).size > 1) ?? [];
});

export const ProjectsLoading = loading('projects');
export const ProjectsData = data('projects');
export const ProjectsEmpty = empty('projects');
export const ProjectsError = error('projects');
export const ProjectsHostile = hostile('projects');

export const GpsLoading = loading('gps');
export const GpsData = data('gps');
export const GpsEmpty = empty('gps');
export const GpsError = error('gps');
export const GpsHostile = hostile('gps');

export const HeatmapLoading = loading('heatmap');
export const HeatmapData = data('heatmap');
export const HeatmapEmpty = empty('heatmap');
export const HeatmapError = error('heatmap');
export const HeatmapHostile = hostile('heatmap');

export const TimelineLoading = loading('timeline');
export const TimelineData = data('timeline');
export const TimelineEmpty = empty('timeline');
export const TimelineError = error('timeline');
export const TimelineHostile = hostile('timeline');

export const MileageLoading = loading('mileage');
export const MileageData = data('mileage');
export const MileageEmpty = empty('mileage');
export const MileageError = error('mileage');
export const MileageHostile = hostile('mileage');

export const HoursLoading = loading('hours');
export const HoursData = data('hours');
export const HoursEmpty = empty('hours');
export const HoursError = error('hours');
export const HoursHostile = hostile('hours');
