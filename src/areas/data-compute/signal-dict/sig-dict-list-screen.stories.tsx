import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { AppAtPath } from '@/testing/app-at-path';
import { scenarioParameters } from '@/testing/story-scenario';

import { signInForStory } from './story-helpers';

const LIST = '/data-compute/signal-dict';

const meta = {
  title: 'Data compute/Signal dictionary/List',
  parameters: { router: false },
  args: { path: LIST },
  beforeEach: () => signInForStory(),
  render: ({ path }) => <AppAtPath key={path} path={path} />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'im_l7_speed' })).toBeVisible();
    await expect(canvas.getByText('共 16 条')).toBeInTheDocument();
  },
};

export const Filtered: Story = {
  args: { path: `${LIST}?strategy_type=raw&sortBy=strategy_name&sortOrder=asc` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'adas_perception' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'im_l7_speed' })).toBeNull();
  },
};

export const ValidateDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '操作：im_l7_speed' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '校验' }));
    await expect(await body.findByText('校验通过，没有发现问题。')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '信号字典' });
    await expect(table.querySelector('tbody')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('还没有信号字典')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('获取数据失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeInTheDocument();
  },
};

export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '信号字典' });
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
