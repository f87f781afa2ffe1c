import { useState, type ReactNode } from 'react';
import type { AuthorityCode } from '@/api/generated/model';
import {
  DataTable,
  Pagination,
  pageSearch,
  SearchBox,
  type DataColumn,
  type RowAction,
  type RowId,
} from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuthorities } from '@/lib/authority';
import { sortStateOf, type ListPaging } from '@/lib/list-search';
import { masterStrings as s } from './strings';
import type { MasterDelete } from './use-master-delete';

interface ListQuery<T> {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  data?: { data: { list: T[]; total: number; pageNo: number; pageSize: number } };
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface MasterListProps<T extends { id: number }, S extends string> {
  label: string;
  columns: readonly DataColumn<T>[];
  query: ListQuery<T>;
  search: ListPaging<S>;
  /** Patches the URL search with paging, keyword and sort. */
  onSearch: (patch: ListPaging<S>) => void;
  sortable: readonly S[];
  searchLabel: string;
  searchPlaceholder: string;
  filters?: ReactNode;
  filtered: boolean;
  onReset: () => void;
  emptyText: string;
  filteredEmptyText: string;
  rowLabel: (row: T) => string;
  /** The authority codes that gate writing and deleting. */
  writeCode: AuthorityCode;
  deleteCode: AuthorityCode;
  onAdd: () => void;
  onEdit: (row: T) => void;
  removal: MasterDelete<T>;
  /** What the confirmation says about the rows (names, and what goes with them). */
  describeDelete: (rows: readonly T[]) => ReactNode;
  /** A reason the rows cannot be deleted, known from the list (dependants): no confirm button. */
  deleteBlocked?: (rows: readonly T[]) => string | undefined;
  exporting: boolean;
  onExport: () => void;
  toolbarExtra?: ReactNode;
}

/** One master data list: search, filters, sort and paging in the URL, gated writes, export. */
export function MasterList<T extends { id: number }, S extends string>(
  props: MasterListProps<T, S>,
) {
  const { query, search, onSearch, removal } = props;
  const held = useAuthorities();
  const canWrite = held.includes(props.writeCode);
  const canDelete = held.includes(props.deleteCode);
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const page = query.data?.data;
  const rows = page?.list;
  const chosen = (rows ?? []).filter((row) => selected.has(row.id));
  const blocked = removal.pending ? props.deleteBlocked?.(removal.pending) : undefined;

  const rowActions = (row: T): RowAction[] => [
    ...(canWrite ? [{ label: s.edit, onSelect: () => props.onEdit(row) }] : []),
    ...(canDelete
      ? [{ label: s.delete, destructive: true, onSelect: () => removal.ask([row]) }]
      : []),
  ];
  const patch = (next: ListPaging<S>) => {
    setSelected(new Set());
    onSearch(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-60 flex-col gap-1.5">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {s.keyword}
          </span>
          <SearchBox
            label={props.searchLabel}
            className="w-full"
            placeholder={props.searchPlaceholder}
            value={search.keyword ?? ''}
            onSearch={(keyword) =>
              patch({ keyword: keyword.trim() || undefined, pageNo: undefined })
            }
          />
        </div>
        {props.filters}
        <Button onClick={props.onReset} disabled={!props.filtered}>
          {s.reset}
        </Button>
      </div>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={rows}
        getRowId={(row) => row.id}
        rowLabel={props.rowLabel}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={props.filtered ? props.filteredEmptyText : props.emptyText}
        sorting={sortStateOf(search)}
        onSortingChange={(next) =>
          patch({
            sortBy: next ? props.sortable.find((field) => field === next.id) : undefined,
            sortOrder: next ? (next.desc ? 'desc' : 'asc') : undefined,
            pageNo: undefined,
          })
        }
        selected={canDelete ? selected : undefined}
        onSelectedChange={canDelete ? setSelected : undefined}
        rowActions={canWrite || canDelete ? rowActions : undefined}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            {canWrite ? (
              <Button variant="primary" size="sm" onClick={props.onAdd}>
                {s.add}
              </Button>
            ) : null}
            {props.toolbarExtra}
            <Button size="sm" pending={props.exporting} onClick={props.onExport}>
              {s.exportCsv}
            </Button>
            {canDelete ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={chosen.length === 0}
                onClick={() => removal.ask(chosen)}
              >
                {s.bulkDelete}
              </Button>
            ) : null}
          </>
        }
      />
      {page ? (
        <Pagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          onChange={(next) => patch(pageSearch(next) as ListPaging<S>)}
        />
      ) : null}
      <ConfirmDialog
        open={removal.pending !== null}
        onOpenChange={(open) => (open ? undefined : removal.cancel())}
        title={s.deleteTitle}
        description={removal.pending ? props.describeDelete(removal.pending) : undefined}
        confirmLabel={blocked ? s.understood : s.delete}
        destructive={!blocked}
        pending={removal.deleting}
        onConfirm={blocked ? removal.cancel : removal.confirm}
      >
        {blocked || removal.refusal ? <Alert>{blocked ?? removal.refusal}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
