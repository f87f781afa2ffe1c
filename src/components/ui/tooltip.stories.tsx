import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { Button } from './button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: '没有删除权限',
    children: (
      <Button variant="destructive" aria-disabled>
        删除
      </Button>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnFocus: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '删除' }).focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('没有删除权限');
  },
};
