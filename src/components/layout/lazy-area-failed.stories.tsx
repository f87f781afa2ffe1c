import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { LazyAreaFailed } from './lazy-area-failed';

const meta = {
  title: 'Layout/LazyAreaFailed',
  component: LazyAreaFailed,
  parameters: { layout: 'padded' },
  args: { onRetry: fn() },
} satisfies Meta<typeof LazyAreaFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TimedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('页面加载失败，请刷新重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
