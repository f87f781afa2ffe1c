import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import { masterStrings as s } from './strings';

/**
 * Delete of one record or the selected ones behind a confirmation; a refusal (a record still in
 * use) is shown in the dialog with the server's words, so the user sees what holds it.
 */
export function useMasterDelete<T extends { id: number }>(options: {
  remove: (body: { ids: number[] }) => Promise<unknown>;
  listKey: QueryKey;
  onDeleted?: (ids: number[]) => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<readonly T[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (ids: number[]) => options.remove({ ids }) });

  const confirm = () => {
    if (!pending) return;
    const ids = pending.map((row) => row.id);
    mutation.mutate(ids, {
      onSuccess: () => {
        notify({ kind: 'success', message: s.deleted(ids.length) });
        setPending(null);
        options.onDeleted?.(ids);
      },
      onError: (error) => setRefusal(failureText(error, s.deleteFailed)),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: options.listKey }),
    });
  };

  return {
    pending,
    refusal,
    ask: (rows: readonly T[]) => {
      setRefusal(null);
      setPending(rows);
    },
    cancel: () => setPending(null),
    confirm,
    deleting: mutation.isPending,
  };
}

export type MasterDelete<T extends { id: number }> = ReturnType<typeof useMasterDelete<T>>;
