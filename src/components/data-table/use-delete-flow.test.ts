import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { notify } from '@/lib/notify';

import { type DeleteFlowOptions, type IdsDeleteMutation, useDeleteFlow } from './use-delete-flow';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

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
  options: Partial<DeleteFlowOptions<Row>> & Pick<DeleteFlowOptions<Row>, 'mutation'>,
) =>
  renderHook(
    (props: Partial<DeleteFlowOptions<Row>>) =>
      useDeleteFlow<Row>({
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

describe('useDeleteFlow', () => {
  it('gives a row menu its delete only with the authority, disabled with a reason', () => {
    const { mutation } = fakeMutation('ok');
    const { result, rerender } = setup({ mutation });
    const [item] = result.current.rowActions(rows[0] as Row);
    expect(item).toMatchObject({ label: '删除', destructive: true, disabled: false });
    act(() => item?.onSelect());
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.rowActions(rows[2] as Row, 'running')).toMatchObject([
      { disabled: true, reason: 'running' },
    ]);
    rerender({ allowed: false });
    expect(result.current.rowActions(rows[0] as Row)).toEqual([]);
  });

  it('offers no choice without the authority', () => {
    const { result } = setup({ allowed: false, mutation: fakeMutation('ok').mutation });
    expect(result.current.selected).toBeUndefined();
    expect(result.current.onSelectedChange).toBeUndefined();
    expect(result.current.button).toBeNull();
  });

  it('lets rows be chosen without the authority when the choice drives other actions', () => {
    const { result } = setup({
      allowed: false,
      choosable: true,
      mutation: fakeMutation('ok').mutation,
    });
    act(() => result.current.onSelectedChange?.(new Set([1, 2])));
    expect(result.current.chosen.map((row) => row.id)).toEqual([1, 2]);
    expect(result.current.button).toBeNull();
    act(() => result.current.ask(result.current.chosen));
    expect(result.current.dialog.open).toBe(false);
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

  it('deletes one row asked from its action menu, with its id alone', () => {
    const { mutation, sent } = fakeMutation('ok');
    const onDeleted = vi.fn();
    const { result } = setup({ mutation, onDeleted });
    act(() => result.current.ask([rows[1]!]));
    expect(result.current.dialog).toMatchObject({ open: true, description: 'Delete 1?' });
    act(() => result.current.dialog.onConfirm());
    expect(sent).toEqual([[2]]);
    expect(onDeleted).toHaveBeenCalledWith([2]);
    expect(result.current.dialog.open).toBe(false);
  });

  it('asks nothing without the authority', () => {
    const { result } = setup({ allowed: false, mutation: fakeMutation('ok').mutation });
    act(() => result.current.ask([rows[0]!]));
    expect(result.current.dialog.open).toBe(false);
  });

  it('shows a blocker known from the list instead of calling the server', () => {
    const { mutation, sent } = fakeMutation('ok');
    const { result } = setup({
      mutation,
      blocker: (chosen) => (chosen.some((row) => row.running) ? 'Still running' : undefined),
    });
    act(() => result.current.ask([rows[2]!]));
    expect(result.current.dialog).toMatchObject({
      open: true,
      blocked: true,
      refusal: 'Still running',
    });
    act(() => result.current.dialog.onConfirm());
    expect(sent).toEqual([]);
    expect(result.current.dialog.open).toBe(false);
  });

  it('gives the confirmation the details of the rows asked for', () => {
    const { result } = setup({
      mutation: fakeMutation('ok').mutation,
      details: (chosen) => `Ids ${chosen.map((row) => row.id).join(',')}`,
    });
    expect(result.current.dialog.details).toBeUndefined();
    act(() => result.current.ask([rows[0]!, rows[1]!]));
    expect(result.current.dialog.details).toBe('Ids 1,2');
  });

  it('forgets the choice when the list shows another scope', () => {
    const { result, rerender } = setup({ mutation: fakeMutation('ok').mutation, scope: 'page 1' });
    act(() => result.current.onSelectedChange?.(new Set([1, 2])));
    rerender({ scope: 'page 2' });
    expect(result.current.selected?.size).toBe(0);
    rerender({ scope: 'page 1' });
    expect(result.current.selected?.size).toBe(0);
  });

  it('hands the answer to the success text and onDeleted, for a partial result', () => {
    const onDeleted = vi.fn();
    const { result } = renderHook(() =>
      useDeleteFlow<Row, { data: { ids: number[] } }, { failedIds: number[] }>({
        allowed: true,
        rows,
        getRowId: (row) => row.id,
        refresh: () => undefined,
        texts: {
          ...texts,
          deleted: (count, _rows, answer) =>
            `${count - (answer?.failedIds.length ?? 0)} of ${count} deleted`,
        },
        onDeleted,
        mutation: {
          isPending: false,
          mutate: ({ data }, options) => options?.onSuccess?.({ failedIds: data.ids.slice(1) }),
        },
      }),
    );
    act(() => result.current.ask([rows[0]!, rows[1]!]));
    act(() => result.current.dialog.onConfirm());
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: '1 of 2 deleted' });
    expect(onDeleted).toHaveBeenCalledWith([1, 2], { failedIds: [2] });
  });

  it('sends what the screen builds when its delete takes another body', () => {
    const sent: unknown[] = [];
    const { result } = renderHook(() =>
      useDeleteFlow<Row, { id: number }>({
        allowed: true,
        rows,
        getRowId: (row) => row.id,
        refresh: () => undefined,
        texts,
        mutation: {
          isPending: false,
          mutate: (variables, options) => {
            sent.push(variables);
            options?.onSuccess?.();
          },
        },
        variables: (ids) => ({ id: ids[0]! }),
      }),
    );
    act(() => result.current.ask([rows[0]!]));
    act(() => result.current.dialog.onConfirm());
    expect(sent).toEqual([{ id: 1 }]);
  });

  it('reads the rows on show from the list query', () => {
    const query = {
      status: 'success' as const,
      error: null,
      refetch: () => undefined,
      data: { data: { list: rows, total: 3, pageNo: 1, pageSize: 20 } },
    };
    const { result } = setup({ rows: undefined, query, mutation: fakeMutation('ok').mutation });
    act(() => result.current.onSelectedChange?.(new Set([2, 9])));
    expect(result.current.chosen).toEqual([rows[1]]);
  });
});
