import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import type { AuthorityCode } from '@/api/generated/model';
import {
  type DataColumn,
  type DeleteFlow,
  type DeleteTexts,
  type ListExportOptions,
  type ListPage,
  type ListSearch,
  type ListSearchState,
  type SearchNavigate,
  type SortFields,
  useDeleteFlow,
  useListExport,
  useListSearch,
} from '@/components/data-table';
import type { EditTarget } from '@/components/forms/form-dialog';
import { useCan } from '@/lib/authority';
import type { CsvColumn, PageAnswer } from '@/lib/list-export';

import { masterCalls, type MasterEntity, type MasterParams, type MasterRow } from './master-calls';
import { masterDeleteTexts, masterExport } from './master-texts';

type Page<T> = ListPage<T> & PageAnswer<T>;

interface Calls<P, T> {
  list: (params: P, options?: { signal?: AbortSignal }) => Promise<{ data: Page<T> }>;
  key: (params?: P) => QueryKey;
  remove: (body: { ids: number[] }) => Promise<unknown>;
}

/** A list route (`getRouteApi(...)`): its URL search and the navigate that writes it. */
export interface SearchRoute<S> {
  useSearch: () => S;
  useNavigate: () => SearchNavigate<NoInfer<S>>;
}

/** One choice of a master list's filter bar, kept in the URL search under `name`. */
export interface MasterFilter<S> {
  name: keyof S & string;
  label: string;
  options: readonly { value: number; label: string }[];
  /** The first choice, meaning no filter (default `masterStrings.all`). */
  allLabel?: string;
  className?: string;
}

/** A master list's own words. */
export interface MasterListTexts {
  listTitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: string;
  /** The empty text while a keyword or filter is set (default `empty`). */
  filteredEmpty?: string;
  /** The export file's name for the day (yyyyMMdd). */
  exportFileName: (day: string) => string;
}

type Row<E extends MasterEntity> = MasterRow<E> & { id: number };

export interface MasterListOptions<
  E extends MasterEntity,
  S extends ListSearch<F>,
  F extends string,
> {
  sortFields: SortFields<F>;
  /** The list call's own filters from the URL search (paging, keyword and sort come with it). */
  params: (search: S) => Partial<MasterParams<E>>;
  filters: readonly MasterFilter<S>[];
  columns: readonly DataColumn<Row<E>>[];
  /** Names a row in its checkbox, its menu and the delete confirmation. */
  rowLabel: (row: Row<E>) => string;
  /** The delete confirmation's question naming the rows, or all of the delete's words. */
  deleteTexts: ((rows: readonly Row<E>[]) => string) | DeleteTexts<Row<E>>;
  /** A reason known from the list that the rows cannot go (records still depending on them). */
  blocker?: (rows: readonly Row<E>[]) => string | undefined;
  /** More of the delete confirmation under its question. */
  details?: (rows: readonly Row<E>[]) => ReactNode;
  /** Other lists a delete changes (the option lists of the deleted records). */
  alsoRefresh?: readonly QueryKey[];
  csv: readonly CsvColumn<Row<E>>[];
  /** The export's file name and words, when they are not the master lists' own. */
  exportNames?: Pick<ListExportOptions<Row<E>>, 'fileName' | 'texts'>;
}

/** One master data list: its URL search and call, who may change it, delete, export, dialog. */
export interface MasterList<S extends ListSearch<F>, F extends string, T> {
  list: ListSearchState<S, F>;
  query: UseQueryResult<{ data: Page<T> }>;
  filters: readonly MasterFilter<S>[];
  texts: MasterListTexts;
  columns: readonly DataColumn<T>[];
  rowLabel: (row: T) => string;
  /** Add and edit: the call's `-edit` code. */
  canWrite: boolean;
  /** Delete (with the `-delete` code). */
  deletion: DeleteFlow<T>;
  exporter: ReturnType<typeof useListExport<T>>;
  /** The add/edit dialog's target. */
  dialog: {
    target: EditTarget<T>;
    add: () => void;
    edit: (row: T) => void;
    close: () => void;
  };
}

/**
 * The wiring every master data list shares, for the list of `entity` on `route` with its `texts`: the list call of the URL search, add and edit with
 * the `-edit` code, delete with the `-delete` code (one call for all the ids, the list refreshed
 * after), export of every row the filters show, and the add/edit dialog's target.
 */
export function useMasterList<E extends MasterEntity, S extends ListSearch<F>, F extends string>(
  entity: E,
  route: SearchRoute<S>,
  texts: MasterListTexts,
  options: MasterListOptions<E, S, F>,
): MasterList<S, F, Row<E>> {
  const { deleteTexts } = options;
  const calls = masterCalls[entity] as unknown as Calls<MasterParams<E>, Row<E>>;
  const list = useListSearch<S, F>({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: options.sortFields,
    filters: options.filters.map((filter) => filter.name),
  });
  const queryClient = useQueryClient();
  const params = { ...list.params, ...options.params(list.search) } as MasterParams<E>;
  const query = useQuery({
    queryKey: calls.key(params),
    queryFn: ({ signal }) => calls.list(params, { signal }),
    placeholderData: keepPreviousData,
  });
  const canWrite = useCan(`master:${entity}-edit` satisfies AuthorityCode);
  const canDelete = useCan(`master:${entity}-delete` satisfies AuthorityCode);
  const mutation = useMutation({
    mutationFn: ({ data }: { data: { ids: number[] } }) => calls.remove(data),
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
    texts: typeof deleteTexts === 'function' ? masterDeleteTexts(deleteTexts) : deleteTexts,
  });
  const exporter = useListExport({
    fetchPage: (pageNo, pageSize) => calls.list({ ...params, pageNo, pageSize }),
    columns: options.csv,
    ...(options.exportNames ?? masterExport(texts.exportFileName)),
  });
  const [target, setTarget] = useState<EditTarget<Row<E>>>(null);
  return {
    list,
    query,
    filters: options.filters,
    texts,
    columns: options.columns,
    rowLabel: options.rowLabel,
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
