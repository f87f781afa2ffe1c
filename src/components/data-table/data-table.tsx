import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';

import { failureText } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/class-names';

import { ColumnChooser } from './column-chooser';
import { BulkDeleteButton, DeleteFlowDialog } from './delete-flow-dialog';
import { ListPager } from './list-pager';
import { type RowAction, RowActions } from './row-actions';
import { SelectCheckbox } from './select-checkbox';
import { SortHeader } from './sort-header';
import { tableStrings as s } from './strings';
import type { DeleteFlow } from './use-delete-flow';
import type { ListSearchState } from './use-list-search';

export type { RowAction } from './row-actions';
export type RowId = string | number;

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Client-side sort key; with `sortable` and no onSortingChange the table sorts itself. */
  sortValue?: (row: T) => string | number | null | undefined;
  sortable?: boolean;
  /** Column chooser: false keeps the column always shown. Default true. */
  hideable?: boolean;
  defaultHidden?: boolean;
  align?: 'left' | 'right' | 'center';
  className?: string;
}

export interface SortState {
  id: string;
  desc: boolean;
}

/** One page of a paged list call, as the contract's page envelopes carry it. */
export interface ListPage<T> {
  list: readonly T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** What DataTable reads of a generated list query: a page, or every row at once. */
export interface ListQuery<T> {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
  data?: { data?: ListPage<T> | readonly T[] | null } | undefined;
}

/** The rows of a list query's answer, paged or not. */
export const rowsOf = <T,>(query: ListQuery<T>): readonly T[] | undefined => {
  const body = query.data?.data;
  if (!body) return undefined;
  return 'list' in body ? body.list : (body as readonly T[]);
};

/** The page of a paged list query's answer. */
export const pageOf = <T,>(query: ListQuery<T>): ListPage<T> | undefined => {
  const body = query.data?.data;
  return body && 'list' in body ? body : undefined;
};

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataColumn<T>[];
  /**
   * The list query: rows, loading, failure with retry, refetching. A paged answer brings the
   * pager under the table when `list` is given too.
   */
  query?: ListQuery<T>;
  /** The list's URL search: the server sort and the pager's page moves. */
  list?: Pick<ListSearchState<never, string>, 'sorting' | 'onSortingChange' | 'goToPage'>;
  /** Delete of single rows and the chosen ones: the row choice, the bulk button, the confirmation. */
  deletion?: DeleteFlow<T>;
  /** The rows to show, when they are not the query's own (filtered or mapped on the client). */
  rows?: readonly T[] | undefined;
  getRowId: (row: T) => RowId;
  /** Names a row in the accessible names of its checkbox and action menu; defaults to its id. */
  rowLabel?: (row: T) => string;
  status?: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  /** Server-side sort (kept in the URL by the caller); omit for client-side sort. */
  sorting?: SortState | null;
  onSortingChange?: (next: SortState | null) => void;
  selected?: ReadonlySet<RowId>;
  onSelectedChange?: (next: Set<RowId>) => void;
  /**
   * Replaces the "N selected" text, e.g. when the selection spans pages (the table keeps ids of
   * other pages as given: select-all and the row boxes change only this page's ids).
   */
  selectionSummary?: ReactNode;
  rowActions?: (row: T) => readonly RowAction[];
  toolbar?: ReactNode;
  fetching?: boolean;
  onRowClick?: (row: T) => void;
}

const SKELETON_ROWS = 5;
const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;
const boxAlignClass = { left: '', right: 'ml-auto', center: 'mx-auto' } as const;
/**
 * Chinese may break between any two characters, so an auto-layout table short of room squeezed a
 * column of names to one character per line. Cells break Chinese only where Latin text would
 * (keep-all, which a column's own break-all overrides); the box caps a long text at 20rem, where
 * it wraps. A table still too wide scrolls sideways.
 */
const cellBoxClass = 'max-w-xs wrap-break-word';
const resolve = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/** A list of records: sortable columns, column choice, bulk selection and a per-row action menu. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, getRowId, query, list, deletion } = props;
  const rows = props.rows ?? (query ? rowsOf(query) : undefined);
  const status = props.status ?? query?.status ?? 'pending';
  const error = props.error ?? query?.error;
  const onRetry = props.onRetry ?? (query ? () => void query.refetch() : undefined);
  const fetching = props.fetching ?? query?.isPlaceholderData;
  const sorting = props.sorting ?? list?.sorting;
  const onSortingChange = props.onSortingChange ?? list?.onSortingChange;
  const selected = props.selected ?? deletion?.selected;
  const onSelectedChange = props.onSelectedChange ?? deletion?.onSelectedChange;
  const { rowActions, toolbar, onRowClick } = props;
  const page = query ? pageOf(query) : undefined;
  const rowLabel = props.rowLabel ?? ((row: T) => String(getRowId(row)));
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.defaultHidden).map((c) => [c.id, false])),
  );
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const serverSort = onSortingChange !== undefined;
  const sortingState: SortingState = serverSort ? (sorting ? [sorting] : []) : localSorting;

  const tableColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<T> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => column.sortValue?.(row) ?? null,
        enableSorting: column.sortable === true,
        enableHiding: column.hideable !== false,
        sortUndefined: 'last',
        sortDescFirst: false,
      })),
    [columns],
  );
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);

  // The table instance is rebuilt from props on every render; nothing of it is memoized downstream.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: tableColumns,
    getRowId: (row) => String(getRowId(row)),
    state: { sorting: sortingState, columnVisibility: visibility },
    manualSorting: serverSort,
    enableSortingRemoval: true,
    onSortingChange: (updater) => {
      const next = resolve(updater, sortingState);
      if (serverSort) onSortingChange(next[0] ?? null);
      else setLocalSorting(next);
    },
    onColumnVisibilityChange: (updater) => setVisibility((old) => resolve(updater, old)),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const shownColumns = table.getVisibleLeafColumns();
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const pageIds = data.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected?.has(id)).length;
  const span = shownColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  const toggleAll = (checked: boolean) => {
    if (!onSelectedChange) return;
    const next = new Set(selected);
    pageIds.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    onSelectedChange(next);
  };
  const toggleOne = (id: RowId, checked: boolean) => {
    if (!onSelectedChange) return;
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  const body = (() => {
    if (status === 'pending') {
      return Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <tr key={index} aria-hidden="true">
          <td colSpan={span} className="px-3 py-2.5 compact:py-1.5">
            <div className="h-4 animate-pulse rounded bg-surface-hover" />
          </td>
        </tr>
      ));
    }
    if (status === 'error') {
      return (
        <tr>
          <td colSpan={span} className="p-3">
            <Alert title={s.getDataFailed} onRetry={onRetry}>
              {failureText(error, null)}
            </Alert>
          </td>
        </tr>
      );
    }
    if (data.length === 0) {
      return (
        <tr>
          <td colSpan={span}>
            <EmptyState title={props.emptyText ?? s.empty} />
          </td>
        </tr>
      );
    }
    return table.getRowModel().rows.map((row) => {
      const id = getRowId(row.original);
      const name = rowLabel(row.original);
      return (
        <tr
          key={row.id}
          aria-selected={selectable ? selected.has(id) : undefined}
          onClick={onRowClick ? () => onRowClick(row.original) : undefined}
          className={cn(
            'h-row border-t border-border-subtle hover:bg-surface-muted',
            selectable && selected.has(id) && 'bg-primary-soft/60',
            onRowClick && 'cursor-pointer',
          )}
        >
          {selectable ? (
            <td
              className="w-10 px-3 py-2 compact:py-1"
              onClick={(event) => event.stopPropagation()}
            >
              <SelectCheckbox
                label={s.selectRow(name)}
                checked={selected.has(id)}
                onChange={(checked) => toggleOne(id, checked)}
              />
            </td>
          ) : null}
          {row.getVisibleCells().map((cell) => {
            const column = columns.find((c) => c.id === cell.column.id);
            return (
              <td
                key={cell.id}
                className={cn(
                  'px-3 py-2 align-middle break-keep compact:py-1',
                  alignClass[column?.align ?? 'left'],
                  column?.className,
                )}
              >
                <div className={cn(cellBoxClass, boxAlignClass[column?.align ?? 'left'])}>
                  {/* Called, not mounted: a screen's new column list (`list.sortable(columns)` on
                      every render) would otherwise be new cell components, remounted each time. */}
                  {column?.cell(row.original)}
                </div>
              </td>
            );
          })}
          {rowActions ? (
            <td
              className="w-20 px-2 py-1 text-right compact:py-0"
              onClick={(event) => event.stopPropagation()}
            >
              <RowActions name={name} actions={rowActions(row.original)} />
            </td>
          ) : null}
        </tr>
      );
    });
  })();

  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {selectable && selected.size > 0 ? (
            <span className="text-sm text-fg-muted">
              {props.selectionSummary ?? s.selected(selected.size)}
            </span>
          ) : null}
          {toolbar}
          {deletion ? <BulkDeleteButton flow={deletion} /> : null}
        </div>
        <ColumnChooser
          columns={table.getAllLeafColumns().map((column) => ({
            id: column.id,
            header: columns.find((c) => c.id === column.id)?.header ?? column.id,
            visible: column.getIsVisible(),
            hideable: column.getCanHide(),
          }))}
          onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
        />
      </div>
      <div className="overflow-x-auto rounded-lg border border-border-muted bg-surface">
        <table aria-label={label} className="w-full border-collapse text-sm text-fg-soft">
          <thead className="bg-surface-muted text-xs font-medium text-fg-muted">
            <tr>
              {selectable ? (
                <th scope="col" className="w-10 px-3 py-2 text-left compact:py-1.5">
                  <SelectCheckbox
                    label={s.selectAll}
                    checked={selectedOnPage > 0 && selectedOnPage === pageIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    disabled={pageIds.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {table.getFlatHeaders().map((header) => {
                const column = columns.find((c) => c.id === header.column.id);
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    className={cn(
                      'px-3 py-2 whitespace-nowrap compact:py-1.5',
                      alignClass[column?.align ?? 'left'],
                    )}
                  >
                    {header.column.getCanSort() ? (
                      <SortHeader
                        header={column?.header ?? header.id}
                        direction={direction}
                        onToggle={() => header.column.toggleSorting()}
                      />
                    ) : (
                      (column?.header ?? header.id)
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className="w-20 px-3 py-2 text-right compact:py-1.5">
                  {s.actions}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody
            aria-busy={status === 'pending' || fetching || undefined}
            className={cn(fetching && status === 'success' && 'opacity-60 transition-opacity')}
          >
            {body}
          </tbody>
        </table>
      </div>
      {page && list ? <ListPager page={page} onPage={list.goToPage} /> : null}
      {deletion ? <DeleteFlowDialog flow={deletion} /> : null}
    </div>
  );
}
