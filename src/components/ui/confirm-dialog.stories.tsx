import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

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

/** Opened from a row's menu, as 删除 is in the lists. */
function FromRowMenu(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>操作</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem destructive onSelect={() => setOpen(true)}>
            删除
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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

/** Closed with Escape, the confirmation hands focus back to the menu's trigger, not to the page. */
export const FromMenuReturnsFocus: Story = {
  render: (args) => <FromRowMenu {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: '操作' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('menuitem', { name: '删除' }));
    await expect(await page.findByRole('alertdialog', { name: '删除设备' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
