import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Button } from './button';
import { Dialog, DialogContent, DialogTitle } from './dialog';

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
  // From a row menu opened with the pointer: the story UI/ConfirmDialog › From Menu Returns Focus,
  // in a real browser (the menu's trigger never takes focus there, which jsdom does not copy).
});
