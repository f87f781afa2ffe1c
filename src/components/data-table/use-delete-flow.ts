import { type ReactNode, useState } from 'react';

import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';

import { type ListQuery, type RowId, rowsOf } from './data-table';
import type { RowAction } from './row-actions';
import { tableStrings } from './strings';

/** The callbacks a generated mutation's `mutate` takes. */
export interface MutateCallbacks<R = unknown> {
  /** Receives the call's answer (a bulk delete's answer may name the ids it could not delete). */
  onSuccess?: (answer?: R) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/**
 * A generated delete mutation; `V` is what `mutate` takes (`{ data: { ids } }` by default), `R`
 * what it answers.
 */
export interface DeleteMutation<V, R = unknown> {
  mutate: (variables: V, options?: MutateCallbacks<R>) => void;
  isPending: boolean;
}

/** A generated delete mutation whose body is a list of ids. */
export type IdsDeleteMutation = DeleteMutation<{ data: { ids: number[] } }>;

/** The screen's own words for deleting its rows. */
export interface DeleteTexts<T, R = unknown> {
  /** The confirmation's title. */
  title: string;
  /** The confirmation's question, naming what goes (and what goes with it). */
  description: (rows: readonly T[]) => string;
  /** The success toast, naming the count (or the rows); the answer may tell a partial result. */
  deleted: (count: number, rows: readonly T[], answer?: R) => string;
  /** Shown when a failure brings no text of its own. */
  failed: string;
  /** Why the bulk button is off while a chosen row cannot be deleted (with `deletable`). */
  blocked?: string;
}

interface DeleteFlowBase<T, R> {
  /** Whether the user holds the screen's delete authority: without it nothing can be deleted. */
  allowed: boolean;
  /** The rows on show; only those can be chosen. */
  rows?: readonly T[] | undefined;
  /** The list query on show, whose rows are the rows on show (instead of `rows`). */
  query?: ListQuery<T>;
  getRowId: (row: T) => number;
  /** A row the server would refuse (a running backup): chosen, it turns the bulk button off. */
  deletable?: (row: T) => boolean;
  /**
   * A reason known from the list that the rows cannot go (records still depending on them): the
   * confirmation shows it with no delete button.
   */
  blocker?: (rows: readonly T[]) => string | undefined;
  /** More of the confirmation under its question, e.g. what each row still holds. */
  details?: (rows: readonly T[]) => ReactNode;
  /** Names the rows on show (`useListSearch().scope`): the choice is forgotten in another scope. */
  scope?: string;
  /** Whether rows can be chosen for a bulk delete (default true). */
  bulk?: boolean;
  /**
   * Rows can be chosen without the delete authority too, for a list whose choice also drives
   * other bulk actions (enable, disable); the bulk delete button still needs the authority.
   */
  choosable?: boolean;
  /** Refreshes whatever the delete changed, after it succeeded or failed. */
  refresh: () => void;
  /** Runs after a delete succeeded, with the ids asked for and the call's answer. */
  onDeleted?: (ids: number[], answer?: R) => void;
  texts: DeleteTexts<T, R>;
}

export interface DeleteFlowOptions<
  T,
  V = { data: { ids: number[] } },
  R = unknown,
> extends DeleteFlowBase<T, R> {
  mutation: DeleteMutation<V, R>;
  /** What the delete call takes, when it is not `{ data: { ids } }`. */
  variables?: (ids: number[], rows: readonly T[]) => V;
}

export interface DeleteFlow<T> {
  /** The chosen rows on show, for DataTable; undefined while rows cannot be chosen. */
  selected: ReadonlySet<RowId> | undefined;
  onSelectedChange: ((next: Set<RowId>) => void) | undefined;
  /** The rows chosen on show. */
  chosen: readonly T[];
  /** Forgets the choice. */
  clear: () => void;
  /** Asks to delete these rows (a row action); nothing without the authority. */
  ask: (rows: readonly T[]) => void;
  /** Whether the user may delete (row actions show their delete item only then). */
  allowed: boolean;
  /**
   * The row menu's delete item for `row` (the kit's delete label): none without the authority;
   * `reason` disables it and says why (a row the server would refuse).
   */
  rowActions: (row: T, reason?: string) => RowAction[];
  /** The bulk delete button: shown while rows are chosen (with the authority). */
  button: { disabled: boolean; title: string | undefined; onClick: () => void } | null;
  /** The confirmation; `refusal` is the server's answer to a failed delete or a known blocker. */
  dialog: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: string;
    description: string | undefined;
    /** The rows' `details`, shown under the question. */
    details: ReactNode;
    pending: boolean;
    onConfirm: () => void;
    refusal: string | null;
    /** A known blocker: the dialog only informs, with no delete button. */
    blocked: boolean;
  };
}

/**
 * Deleting rows of a list: one row from its action menu or the chosen ones from the toolbar,
 * behind one confirmation naming them. The call goes once with every id; success clears the
 * choice and the confirmation, a refusal keeps the confirmation open with the server's reason, and
 * either way the list is refreshed.
 */
export function useDeleteFlow<T, V = { data: { ids: number[] } }, R = unknown>(
  options: DeleteFlowOptions<T, V, R>,
): DeleteFlow<T> {
  const { allowed, getRowId, deletable, blocker, scope = '', texts } = options;
  const rows = options.rows ?? (options.query ? rowsOf(options.query) : undefined);
  const [picked, setPicked] = useState<{ scope: string; ids: ReadonlySet<RowId> }>({
    scope,
    ids: new Set(),
  });
  const [doomed, setDoomed] = useState<readonly T[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choosing = (allowed || options.choosable === true) && options.bulk !== false;
  // Another scope (page, filter, sort) starts with nothing chosen, also when the user comes back.
  if (picked.scope !== scope) setPicked({ scope, ids: new Set() });
  const ids = picked.scope === scope ? picked.ids : new Set<RowId>();
  // Rows gone from the list (deleted one by one, filtered out) drop out of the choice by themselves.
  const chosen = choosing ? (rows ?? []).filter((row) => ids.has(getRowId(row))) : [];
  const bulkBlocked = deletable !== undefined && chosen.some((row) => !deletable(row));
  const known = doomed ? blocker?.(doomed) : undefined;
  const pending = options.mutation.isPending;

  const ask = (next: readonly T[]) => {
    if (!allowed || next.length === 0) return;
    setRefusal(null);
    setDoomed(next);
  };
  const succeeded = (gone: number[], rows: readonly T[], answer?: R) => {
    notify({ kind: 'success', message: texts.deleted(gone.length, rows, answer) });
    setPicked({ scope, ids: new Set() });
    setDoomed(null);
    if (answer === undefined) options.onDeleted?.(gone);
    else options.onDeleted?.(gone, answer);
  };
  const confirm = () => {
    if (!doomed || pending || known) return;
    const gone = doomed.map(getRowId);
    setRefusal(null);
    const callbacks: MutateCallbacks<R> = {
      onSuccess: (answer) => succeeded(gone, doomed, answer),
      onError: (error) => setRefusal(failureText(error, texts.failed)),
      onSettled: options.refresh,
    };
    const variables = options.variables?.(gone, doomed) ?? ({ data: { ids: gone } } as V);
    options.mutation.mutate(variables, callbacks);
  };

  return {
    selected: choosing ? new Set(chosen.map(getRowId)) : undefined,
    onSelectedChange: choosing ? (next) => setPicked({ scope, ids: next }) : undefined,
    chosen,
    clear: () => setPicked({ scope, ids: new Set() }),
    ask,
    allowed,
    rowActions: (row, reason) =>
      allowed
        ? [
            {
              label: tableStrings.delete,
              destructive: true,
              disabled: reason !== undefined,
              reason,
              onSelect: () => ask([row]),
            },
          ]
        : [],
    button:
      allowed && chosen.length > 0
        ? {
            disabled: bulkBlocked,
            title: bulkBlocked ? texts.blocked : undefined,
            onClick: () => ask(chosen),
          }
        : null,
    dialog: {
      open: doomed !== null,
      onOpenChange: (open) => (open || pending ? undefined : setDoomed(null)),
      title: texts.title,
      description: doomed ? texts.description(doomed) : undefined,
      details: doomed ? options.details?.(doomed) : undefined,
      pending,
      onConfirm: known ? () => setDoomed(null) : confirm,
      refusal: known ?? refusal,
      blocked: known !== undefined,
    },
  };
}
