import { useState } from 'react';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import type { RowId } from './data-table';

/** A generated delete mutation whose body is a list of ids (`{ ids: [...] }`). */
export interface IdsDeleteMutation {
  mutate: (
    variables: { data: { ids: number[] } },
    options?: {
      onSuccess?: () => void;
      onError?: (error: unknown) => void;
      onSettled?: () => void;
    },
  ) => void;
  isPending: boolean;
}

/** The screen's own words for deleting several of its rows. */
export interface BulkDeleteTexts<T> {
  /** The confirmation's title. */
  title: string;
  /** The confirmation's question, naming how many of the chosen rows go (and what goes with them). */
  description: (rows: readonly T[]) => string;
  /** The success toast, naming the count. */
  deleted: (count: number) => string;
  /** Shown when a failure brings no text of its own. */
  failed: string;
  /** Why the button is off while a chosen row cannot be deleted (with `deletable`). */
  blocked?: string;
}

export interface BulkDeleteOptions<T> {
  /** Whether the user holds the screen's delete authority: without it no row can be chosen. */
  allowed: boolean;
  /** The rows on show; only those can be chosen and deleted. */
  rows: readonly T[] | undefined;
  getRowId: (row: T) => number;
  /** A row the server refuses to delete (a running backup); chosen, it turns the button off. */
  deletable?: (row: T) => boolean;
  mutation: IdsDeleteMutation;
  /** Refreshes whatever the delete changed, after it succeeded or failed. */
  refresh: () => void;
  texts: BulkDeleteTexts<T>;
}

export interface BulkDelete {
  /** The chosen rows on show, for DataTable; undefined without the authority. */
  selected: ReadonlySet<RowId> | undefined;
  onSelectedChange: ((next: Set<RowId>) => void) | undefined;
  /** Forgets the choice (another page). */
  clear: () => void;
  /** The bulk delete button (`common.bulkDelete`): shown while rows are chosen and the user may delete them. */
  button: { disabled: boolean; title: string | undefined; onClick: () => void } | null;
  /** The confirmation, for ConfirmDialog; `refusal` is the server's answer to a failed delete. */
  dialog: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: string;
    description: string | undefined;
    pending: boolean;
    onConfirm: () => void;
    refusal: string | null;
  };
}

/**
 * Bulk delete of a list whose delete call takes ids: the row choice, the confirmation naming the
 * count, one call with every chosen id, then the choice cleared and the list refreshed. A refusal
 * keeps the confirmation open with the server's message and the rows chosen.
 */
export function useBulkDelete<T>({
  allowed,
  rows,
  getRowId,
  deletable,
  mutation,
  refresh,
  texts,
}: BulkDeleteOptions<T>): BulkDelete {
  const [picked, setPicked] = useState<ReadonlySet<RowId>>(new Set());
  const [doomed, setDoomed] = useState<readonly T[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Rows gone from the list (deleted one by one, filtered out) drop out of the choice by themselves.
  const chosen = allowed ? (rows ?? []).filter((row) => picked.has(getRowId(row))) : [];
  const blocked = deletable !== undefined && chosen.some((row) => !deletable(row));

  const confirm = () => {
    if (!doomed || mutation.isPending) return;
    const ids = doomed.map(getRowId);
    setRefusal(null);
    mutation.mutate(
      { data: { ids } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: texts.deleted(ids.length) });
          setPicked(new Set());
          setDoomed(null);
        },
        onError: (error) => setRefusal(failureText(error, texts.failed)),
        onSettled: refresh,
      },
    );
  };

  return {
    selected: allowed ? new Set(chosen.map(getRowId)) : undefined,
    onSelectedChange: allowed ? setPicked : undefined,
    clear: () => setPicked(new Set()),
    button:
      chosen.length > 0
        ? {
            disabled: blocked,
            title: blocked ? texts.blocked : undefined,
            onClick: () => {
              setRefusal(null);
              setDoomed(chosen);
            },
          }
        : null,
    dialog: {
      open: doomed !== null,
      onOpenChange: (open) => (open ? undefined : setDoomed(null)),
      title: texts.title,
      description: doomed ? texts.description(doomed) : undefined,
      pending: mutation.isPending,
      onConfirm: confirm,
      refusal,
    },
  };
}
