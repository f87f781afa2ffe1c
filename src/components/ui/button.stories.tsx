import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: { layout: 'centered' },
  args: { children: '查询', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'primary', 'destructive', 'outline', 'ghost', 'link'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', children: '新增' } };
export const Destructive: Story = { args: { variant: 'destructive', children: '删除' } };
export const Outline: Story = { args: { variant: 'outline', children: '导出' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '重置' } };
export const Link: Story = { args: { variant: 'link', children: '忘记密码' } };
export const Pending: Story = { args: { variant: 'primary', pending: true, children: '登录' } };
export const Disabled: Story = { args: { disabled: true, children: '批量删除' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Button {...args} size="sm">
        小
      </Button>
      <Button {...args} size="md">
        中
      </Button>
      <Button {...args} size="lg">
        大
      </Button>
    </div>
  ),
};
