import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { keepPartsLazy } from '@/testing/preload-parts';

import { FormDialog } from './form-dialog';
import { lazyFormDialog, prefetchOn } from './lazy-form-dialog';

keepPartsLazy();

interface Row {
  id: number;
  name: string;
}

interface SampleProps {
  target: Row | null;
  onClose: () => void;
}

/** The dialog as its own module exports it. */
function SampleDialog({ target, onClose }: SampleProps) {
  return (
    <FormDialog open={target !== null} onClose={onClose}>
      <DialogTitle>edit {target?.name}</DialogTitle>
      <DialogDescription>the form</DialogDescription>
      <Button onClick={onClose}>done</Button>
    </FormDialog>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Screen({ Dialog }: { Dialog: (props: SampleProps) => ReactNode }) {
  const [target, setTarget] = useState<Row | null>(null);
  return (
    <>
      <label>
        keyword
        <input />
      </label>
      <Button onClick={() => setTarget({ id: 7, name: 'row 7' })}>edit</Button>
      <output>{target ? `editing ${target.id}` : 'closed'}</output>
      <Dialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

describe('lazyFormDialog', () => {
  it('closed, renders nothing and loads nothing; hovering its button loads it ahead', async () => {
    const importer = vi.fn(() => Promise.resolve({ SampleDialog }));
    const Dialog = lazyFormDialog(importer, 'SampleDialog');
    function WithPrefetch() {
      const [target, setTarget] = useState<Row | null>(null);
      return (
        <>
          <Button {...prefetchOn(Dialog)} onClick={() => setTarget({ id: 1, name: 'one' })}>
            edit
          </Button>
          <Dialog target={target} onClose={() => setTarget(null)} />
        </>
      );
    }
    render(<WithPrefetch />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'edit' })).toBeInTheDocument());
    expect(importer).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: 'edit' }));
    expect(importer).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(await screen.findByRole('dialog', { name: 'edit one' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('opened before its code has arrived, shows the pending state, then the form; loads once', async () => {
    const load = deferred<{ SampleDialog: typeof SampleDialog }>();
    const importer = vi.fn(() => load.promise);
    const Dialog = lazyFormDialog(importer, 'SampleDialog');
    render(<Screen Dialog={Dialog} />);
    expect(importer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    const shell = await screen.findByRole('dialog', { name: '加载中' });
    expect(shell).toContainElement(screen.getByRole('status', { name: '加载中' }));
    load.resolve({ SampleDialog });
    expect(await screen.findByRole('dialog', { name: 'edit row 7' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(await screen.findByRole('dialog', { name: 'edit row 7' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed load says so in the dialog with 重试, keeps the screen as it was, and 重试 loads again', async () => {
    let attempts = 0;
    const importer = vi.fn(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk lost'))
        : Promise.resolve({ SampleDialog });
    });
    const Dialog = lazyFormDialog(importer, 'SampleDialog');
    render(<Screen Dialog={Dialog} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'keyword' }), 'VIN-1');
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('页面加载失败，请刷新重试');
    expect(screen.getByRole('dialog')).toContainElement(alert);
    // Behind the modal dialog, the screen as it was: the row it opens for, what was typed.
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('editing 7');
    expect(screen.getByRole('textbox', { name: 'keyword', hidden: true })).toHaveValue('VIN-1');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('dialog', { name: 'edit row 7' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('closed while its code fails, stays closed; the next opening tries again', async () => {
    let attempts = 0;
    const importer = vi.fn(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk lost'))
        : Promise.resolve({ SampleDialog });
    });
    const Dialog = lazyFormDialog(importer, 'SampleDialog');
    render(<Screen Dialog={Dialog} />);
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    await screen.findByRole('alert');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('closed');
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(await screen.findByRole('dialog', { name: 'edit row 7' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
