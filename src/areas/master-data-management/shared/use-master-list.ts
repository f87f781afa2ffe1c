import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';

import type { AuthorityCode } from '@/api/generated/model';
import {
  type DeleteFlow,
  type DeleteTexts,
  type ListExportOptions,
  type ListPage,
  type ListSearch,
  type ListSearchOptions,
  type ListSearchState,
  useDeleteFlow,
  useListExport,
  useListSearch,
} from '@/components/data-table';
import { useCan } from '@/lib/authority';
import type { PageAnswer } from '@/lib/list-export';

import type { DialogTarget } from './dialog-target';

/** The master data a list holds; its codes are `master:<entity>-edit` and `master:<entity>-delete`. */
export type MasterEntity = 'tester' | 'vehicle' | 'vehicle-model' | 'ecu' | 'car-team';

const editCode = (entity: MasterEntity): AuthorityCode => `master:${entity}-edit`;
const deleteCode = (entity: MasterEntity): AuthorityCode => `master:${entity}-delete`;

type Page<T> = ListPage<T> & PageAnswer<T>;

/** A list's generated calls: the paged list with its query key, and the delete of many ids. */
export interface MasterCalls<P, T> {
  list: (params: P, options?: { signal?: AbortSignal }) => Promise<{ data: Page<T> }>;
  key: (params?: P) => QueryKey;
  remove: (body: { ids: number[] }) => Promise<unknown>;
}

export interface MasterListOptions<
  S extends ListSearch<F>,
  F extends string,
  P,
  T,
> extends ListSearchOptions<S, F> {
  entity: MasterEntity;
  /** The list call's own filters, from the URL search (paging, keyword and sort come with it). */
  params: (search: S) => Partial<P>;
  calls: MasterCalls<P, T>;
  deleteTexts: DeleteTexts<T>;
  /** A reason known from the list that the rows cannot go (records still depending on them). */
  blocker?: (rows: readonly T[]) => string | undefined;
  /** More of the delete confirmation under its question. */
  details?: (rows: readonly T[]) => ReactNode;
  /** Other lists a delete changes (option lists of the deleted records). */
  alsoRefresh?: readonly QueryKey[];
  csv: ListExportOptions<T>['columns'];
  exportNames: Pick<ListExportOptions<T>, 'fileName' | 'texts'>;
}

/** One master data list: its URL search and call, who may change it, delete, export, dialog. */
export interface MasterList<S extends ListSearch<F>, F extends string, T> {
  list: ListSearchState<S, F>;
  query: UseQueryResult<{ data: Page<T> }>;
  canWrite: boolean;
  deletion: DeleteFlow<T>;
  exporter: ReturnType<typeof useListExport<T>>;
  dialog: {
    target: DialogTarget<T>;
    add: () => void;
    edit: (row: T) => void;
    close: () => void;
  };
}

/**
 * The wiring every master data list shares: the list call of the URL search, add and edit with
 * the `-edit` code, delete with the `-delete` code (one call for all the ids, the list refreshed
 * after), export of every row the filters show, and the add/edit dialog's target.
 */
export function useMasterList<
  S extends ListSearch<F>,
  F extends string,
  P,
  T extends { id: number },
>(options: MasterListOptions<S, F, P, T>): MasterList<S, F, T> {
  const { entity, calls } = options;
  const list = useListSearch<S, F>(options);
  const queryClient = useQueryClient();
  const params = { ...list.params, ...options.params(list.search) } as P;
  const canDelete = useCan(deleteCode(entity));
  const canWrite = useCan(editCode(entity));
  const mutation = useMutation({
    mutationFn: ({ data }: { data: { ids: number[] } }) => calls.remove(data),
  });
  const query = useQuery({
    queryKey: calls.key(params),
    queryFn: ({ signal }) => calls.list(params, { signal }),
    placeholderData: keepPreviousData,
  });
  const deletion = useDeleteFlow({
    allowed: canDelete,
    query,
    getRowId: (row) => row.id,
    scope: list.scope,
    mutation,
    refresh: () => {
      for (const queryKey of [calls.key(), ...(options.alsoRefresh ?? [])])
        void queryClient.invalidateQueries({ queryKey });
    },
    blocker: options.blocker,
    details: options.details,
    texts: options.deleteTexts,
  });
  const exporter = useListExport({
    fetchPage: (pageNo, pageSize) => calls.list({ ...params, pageNo, pageSize }),
    columns: options.csv,
    ...options.exportNames,
  });
  const [target, setTarget] = useState<DialogTarget<T>>(null);
  return {
    list,
    query,
    canWrite,
    deletion,
    exporter,
    dialog: {
      target,
      add: () => setTarget({ kind: 'add' }),
      edit: (row) => setTarget({ kind: 'edit', row }),
      close: () => setTarget(null),
    },
  };
}
