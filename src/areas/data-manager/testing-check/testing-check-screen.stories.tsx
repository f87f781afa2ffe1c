import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const DAY =
  '/data-manager/testing-check?startTime=2026-11-20%2001%3A00%3A00&endTime=2026-11-20%2023%3A59%3A59';
const CAR = `${DAY}&vin=LRWLJNK543M255454`;

const meta = {
  title: 'DataManager/TestingCheck',
  ...screenStory(CAR),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** A car's day: five lanes, markers, and the day's check beside the chart. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText(/^ETH1 /)).toBeInTheDocument();
    await expect(await screen.findByRole('region', { name: '试验检查结果' })).toBeInTheDocument();
  },
};

/** Ports that stopped while others recorded are counted per lane. */
export const Gaps: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText(/CAN2 缺失 \d+ 段，共 \d+ 分钟/)).toBeInTheDocument();
  },
};

/** A marker picked from the list: named in the status line, the files cleared. */
export const SelectedMarker: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const list = await screen.findByRole('region', { name: '标记记录' });
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    await expect(await screen.findByText(/已选标记：/)).toBeInTheDocument();
  },
};

export const NoCar: Story = { args: { path: DAY } };

export const Loading: Story = { parameters: scenarioParameters('slow') };

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('该时间段内没有数据文件'),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alerts = await screen.findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('获取数据失败');
  },
};

export const Hostile: Story = { parameters: scenarioParameters('hostile') };

/** The range rule of spec section 5 straight from the URL. */
export const EndBeforeStart: Story = {
  args: {
    path: '/data-manager/testing-check?startTime=2026-11-20%2010%3A00%3A00&endTime=2026-11-20%2009%3A00%3A00&vin=LRWLJNK543M255454',
  },
  play: async ({ canvasElement }) => {
    await expect(
      (await page(canvasElement).findAllByText('开始时间必须小于结束时间'))[0],
    ).toBeInTheDocument();
  },
};
