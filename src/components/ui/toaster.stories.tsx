import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { notify } from '@/lib/notify';

import { Button } from './button';
import { Toaster } from './toaster';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: () => (
    <div className="flex gap-2 p-6">
      <Button
        variant="destructive"
        onClick={() => notify({ kind: 'error', message: '网络请求超时' })}
      >
        错误
      </Button>
      <Button
        variant="primary"
        onClick={() => notify({ kind: 'success', message: '密码已修改，请使用新密码重新登录' })}
      >
        成功
      </Button>
      <Button
        onClick={() =>
          notify({ kind: 'info', message: '导出任务已加入下载中心', durationMs: 10000 })
        }
      >
        提示
      </Button>
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ErrorToast: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络请求超时');
  },
};

export const SeveralToasts: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    await userEvent.click(canvas.getByRole('button', { name: '提示' }));
    await expect(await canvas.findAllByRole('status')).toHaveLength(2);
  },
};
