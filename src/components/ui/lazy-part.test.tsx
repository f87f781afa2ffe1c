import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { keepPartsLazy } from '@/testing/preload-parts';

import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, dialogParts, DialogTitle } from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  menuParts,
} from './dropdown-menu';
import { lazyPart, useLazyPart } from './lazy-part';
import { Popover, PopoverContent, popoverParts, PopoverTrigger } from './popover';
import {
  Select,
  SelectContent,
  SelectItem,
  selectParts,
  SelectTrigger,
  SelectValue,
} from './select';

keepPartsLazy();

function Choice({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('b');
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <SelectTrigger aria-label="kind">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="a">Alpha</SelectItem>
        <SelectItem value="b">Beta</SelectItem>
      </SelectContent>
    </Select>
  );
}

describe('controls whose code loads on first use', () => {
  it('a select shows its chosen text before its code loads, and opens on the first click', async () => {
    const onChange = vi.fn();
    render(<Choice onChange={onChange} />);
    expect(selectParts.current()).toBeUndefined();
    const trigger = screen.getByRole('combobox', { name: 'kind' });
    expect(trigger).toHaveTextContent('Beta');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Alpha' }));
    expect(onChange).toHaveBeenCalledWith('a');
    expect(screen.getByRole('combobox', { name: 'kind' })).toHaveTextContent('Alpha');
  });

  it('a menu opens from the keyboard once its code has arrived', async () => {
    const onSelect = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>more</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onSelect}>copy</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    expect(menuParts.current()).toBeUndefined();
    const trigger = screen.getByRole('button', { name: 'more' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'copy' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('a popover opens from its trigger once its code has arrived, and closes back to it', async () => {
    function Picker() {
      const [open, setOpen] = useState(false);
      return (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger aria-label="pick">+</PopoverTrigger>
          <PopoverContent aria-label="choices">
            <Button onClick={() => setOpen(false)}>done</Button>
          </PopoverContent>
        </Popover>
      );
    }
    render(<Picker />);
    expect(popoverParts.current()).toBeUndefined();
    const trigger = screen.getByRole('button', { name: 'pick' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'done' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'done' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'pick' })).toHaveFocus();
  });

  it('a closed dialog loads nothing; opened, it shows once its code is there', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>open</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>details</DialogTitle>
            </DialogContent>
          </Dialog>
          <ConfirmDialog open={false} onOpenChange={setOpen} title="sure" onConfirm={() => {}} />
        </>
      );
    }
    render(<Opener />);
    // Rendering closed dialogs starts no load.
    await act(() => Promise.resolve());
    expect(dialogParts.current()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'details' })).toBeInTheDocument();
  });

  it('a failed load says so and gives the control back, and the next use loads again', async () => {
    let attempts = 0;
    const part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk lost');
      return { text: 'loaded' };
    });
    function Control() {
      const [wanted, setWanted] = useState(false);
      const module = useLazyPart(part, wanted, () => setWanted(false));
      return (
        <>
          <Button onClick={() => setWanted(true)}>use</Button>
          <output>{module?.text ?? (wanted ? 'waiting' : 'idle')}</output>
        </>
      );
    }
    render(
      <>
        <Toaster />
        <Control />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'use' }));
    expect(await screen.findByText('页面加载失败，请刷新重试')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('idle'));
    await userEvent.click(screen.getByRole('button', { name: 'use' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('loaded'));
    expect(attempts).toBe(2);
  });
});
