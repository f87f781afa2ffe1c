import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { useBulkDelete, type BulkDeleteOptions, type IdsDeleteMutation } from './use-bulk-delete';

interface Row {
  id: number;
  running: boolean;
}

const rows: Row[] = [
  { id: 1, running: false },
  { id: 2, running: false },
  { id: 3, running: true },
];

const texts = {
  title: 'Delete rows',
  description: (chosen: readonly Row[]) => `Delete ${chosen.length}?`,
  deleted: (count: number) => `${count} deleted`,
  failed: 'Delete failed',
  blocked: 'A running row cannot go',
};

/** A delete call that answers as told, recording the ids it was given. */
const fakeMutation = (answer: 'ok' | ApiError) => {
  const sent: number[][] = [];
  const mutation: IdsDeleteMutation = {
    isPending: false,
    mutate: ({ data }, options) => {
      sent.push(data.ids);
      if (answer === 'ok') options?.onSuccess?.();
      else options?.onError?.(answer);
      options?.onSettled?.();
    },
  };
  return { mutation, sent };
};

const setup = (
  options: Partial<BulkDeleteOptions<Row>> & Pick<BulkDeleteOptions<Row>, 'mutation'>,
) =>
  renderHook(
    (props: Partial<BulkDeleteOptions<Row>>) =>
      useBulkDelete<Row>({
        allowed: true,
        rows,
        getRowId: (row) => row.id,
        deletable: (row) => !row.running,
        refresh: () => undefined,
        texts,
        ...options,
        ...props,
      }),
    { initialProps: {} },
  );

describe('useBulkDelete', () => {
  it('offers no choice without the authority', () => {
    const { result } = setup({ allowed: false, mutation: fakeMutation('ok').mutation });
    expect(result.current.selected).toBeUndefined();
    expect(result.current.onSelectedChange).toBeUndefined();
    expect(result.current.button).toBeNull();
  });

  it('sends the chosen ids once confirmed, then clears the choice and refreshes', () => {
    const { mutation, sent } = fakeMutation('ok');
    const refresh = vi.fn();
    const { result } = setup({ mutation, refresh });
    expect(result.current.button).toBeNull();
    act(() => result.current.onSelectedChange?.(new Set([1, 2])));
    expect(result.current.button?.disabled).toBe(false);
    act(() => result.current.button?.onClick());
    expect(result.current.dialog).toMatchObject({ open: true, description: 'Delete 2?' });
    act(() => result.current.dialog.onConfirm());
    expect(sent).toEqual([[1, 2]]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(result.current.dialog.open).toBe(false);
    expect(result.current.selected?.size).toBe(0);
  });

  it('keeps the confirmation open with the refusal and the rows chosen', () => {
    const { mutation } = fakeMutation(new ApiError('business', 'In use'));
    const { result } = setup({ mutation });
    act(() => result.current.onSelectedChange?.(new Set([1, 2])));
    act(() => result.current.button?.onClick());
    act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog).toMatchObject({ open: true, refusal: 'In use' });
    expect([...(result.current.selected ?? [])]).toEqual([1, 2]);
  });

  it('turns the button off while a row that cannot go is chosen', () => {
    const { result } = setup({ mutation: fakeMutation('ok').mutation });
    act(() => result.current.onSelectedChange?.(new Set([1, 3])));
    expect(result.current.button).toMatchObject({
      disabled: true,
      title: 'A running row cannot go',
    });
  });

  it('drops from the choice a row the list no longer shows', () => {
    const { mutation, sent } = fakeMutation('ok');
    const { result, rerender } = setup({ mutation });
    act(() => result.current.onSelectedChange?.(new Set([1, 2])));
    rerender({ rows: rows.filter((row) => row.id !== 1) });
    expect([...(result.current.selected ?? [])]).toEqual([2]);
    act(() => result.current.button?.onClick());
    act(() => result.current.dialog.onConfirm());
    expect(sent).toEqual([[2]]);
  });
});
