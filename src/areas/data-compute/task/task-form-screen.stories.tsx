import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'DataCompute/TaskForm',
  ...screenStory('/data-compute/global-task/edit/645'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvas: HTMLElement) => within(canvas).findByLabelText('任务名称');

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await expect(await nameField(canvasElement)).not.toHaveValue('');
    await expect(
      within(canvasElement).getByRole('combobox', { name: '数据集策略' }),
    ).toBeInTheDocument();
  },
};

/** A blank form: saving it names every missing field beside it. */
export const AddWithProblems: Story = {
  args: { path: '/data-compute/global-task/add/0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameField(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('请输入任务名称'));
    await expect(canvas.getByText('请选择车辆')).toBeInTheDocument();
    await expect(canvas.getByText('请选择端口类型')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: '加载中' }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('获取数据失败');
  },
};

/** Nothing to choose from: the pickers say so. */
export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  args: { path: '/data-compute/global-task/add/0' },
  play: async ({ canvasElement }) => {
    await nameField(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '车辆' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('没有可选项')).toBeInTheDocument();
  },
};

export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};
