import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const meta = {
  title: 'DataManager/OriginalDataDate',
  ...screenStory('/data-manager/original-data-date'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendar = (canvas: HTMLElement) =>
  within(canvas).findByRole('table', { name: /原始数据日历$/ });

export const Data: Story = {};

/** A day opened from the URL lists its files. */
export const DayOpen: Story = {
  args: {
    path: `/data-manager/original-data-date?month=${yesterday.slice(0, 7)}&day=${yesterday}`,
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', {
      name: `${yesterday} 的文件列表`,
    });
    await expect((await within(list).findAllByRole('listitem')).length).toBeGreaterThan(0);
  },
};

/** A day of 5,000 files renders only the rows in view (bench:files measures 50,000). */
export const ThousandsOfFiles: Story = {
  args: { path: `/data-manager/original-data-date?day=${today}&plate=BENCH-5000` },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: `${today} 的文件列表` },
      { timeout: 15_000 },
    );
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
  },
};

export const Loading: Story = { parameters: scenarioParameters('slow') };

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('本月没有符合条件的原始数据文件'),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '重试' }),
    ).toBeInTheDocument();
  },
};

export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await calendar(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
