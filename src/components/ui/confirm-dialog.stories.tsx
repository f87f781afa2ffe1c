import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Demo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        删除
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'centered' },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: '删除设备',
    description: '确定删除所选的 3 台设备吗？删除后不可恢复。',
    confirmLabel: '删除',
    destructive: true,
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Pending: Story = { args: { pending: true } };
export const Neutral: Story = {
  args: {
    title: '停止任务',
    description: '停止后可再次运行。',
    confirmLabel: '停止',
    destructive: false,
  },
};
