import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

/** A dialog opened by a plain button, as 新增 and 上传固件 open theirs (no dialog trigger). */
function FromButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>新增</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>新增设备</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A confirmation opened from a row's menu, as 删除 is. */
function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>操作</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>删除</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="删除设备"
        onConfirm={() => undefined}
      />
    </>
  );
}

describe('focus after a dialog closes', () => {
  it('goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<FromButton />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '新增设备' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toHaveFocus());
  });

  it('goes back to the trigger of the menu the dialog was opened from', async () => {
    const user = userEvent.setup();
    render(<FromMenu />);
    // With the pointer: the menu's trigger never takes focus itself.
    await user.click(screen.getByRole('button', { name: '操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    expect(await screen.findByRole('alertdialog', { name: '删除设备' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: '操作' })).toHaveFocus());
  });
});
