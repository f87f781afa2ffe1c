import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Alert } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  parameters: { layout: 'padded' },
  args: { children: '获取数据失败' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorState: Story = {};
export const ErrorWithRetry: Story = { args: { title: '服务器错误', onRetry: fn() } };
export const Retrying: Story = { args: { onRetry: fn(), retrying: true } };
export const Warning: Story = { args: { variant: 'warning', children: '登录已失效，请重新登录' } };
export const Info: Story = { args: { variant: 'info', children: '数据每 5 分钟更新一次' } };
export const Success: Story = {
  args: { variant: 'success', children: '新密码已发送至 z***@vdaq.cn' },
};
