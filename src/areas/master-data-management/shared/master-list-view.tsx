import type { ReactNode } from 'react';

import {
  ChoiceFilter,
  DataTable,
  KeywordField,
  ListFilters,
  type ListSearch,
  pageOf,
  type RowAction,
} from '@/components/data-table';
import type { EditTarget } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';

import { masterStrings as m } from './strings';
import type { MasterList } from './use-master-list';

export interface MasterListViewProps<S extends ListSearch<F>, F extends string, T> {
  master: MasterList<S, F, T>;
  /** Add and edit, when they open a page rather than the list's dialog. */
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  /** More row actions with the edit code, between edit and delete. */
  moreActions?: (row: T) => RowAction[];
  /** The list's own toolbar buttons, between add and export. */
  tools?: ReactNode;
  /** Export stays off while the list has no rows. */
  exportNeedsRows?: boolean;
  /** The add/edit dialog, open for the target the toolbar and row menu set. */
  dialog?: (props: { target: EditTarget<T>; onClose: () => void }) => ReactNode;
  /** Loads the dialog's code ahead, on pointer over or focus on add. */
  prefetchDialog?: () => void;
  /** The list's other dialogs. */
  children?: ReactNode;
}

/**
 * A master data list on screen: keyword and choice filters, the table with its row menu (edit and
 * the list's own actions with the edit code, delete with the delete code), and a toolbar of add
 * (edit code), the list's own buttons and export.
 */
export function MasterListView<S extends ListSearch<F>, F extends string, T extends { id: number }>(
  props: MasterListViewProps<S, F, T>,
) {
  const { master } = props;
  const { list, texts, canWrite, deletion, exporter } = master;
  const onEdit = props.onEdit ?? master.dialog.edit;
  const rowActions = (row: T): RowAction[] => [
    ...(canWrite
      ? [{ label: m.edit, onSelect: () => onEdit(row) }, ...(props.moreActions?.(row) ?? [])]
      : []),
    ...deletion.rowActions(row),
  ];
  const noRows = props.exportNeedsRows === true && (pageOf(master.query)?.total ?? 0) === 0;
  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={list}>
        <KeywordField
          list={{ search: list.search, setSearch: (patch) => list.setSearch(patch as Partial<S>) }}
          label={m.keyword}
          searchLabel={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          className="w-60"
        />
        {master.filters.map((filter) => (
          <ChoiceFilter
            key={filter.name}
            label={filter.label}
            allLabel={filter.allLabel ?? m.all}
            value={list.search[filter.name] as number | undefined}
            options={filter.options}
            onChange={(next) => list.setSearch({ [filter.name]: next } as Partial<S>)}
            className={filter.className}
          />
        ))}
      </ListFilters>
      <DataTable
        label={texts.listTitle}
        columns={list.sortable(master.columns)}
        query={master.query}
        list={list}
        deletion={deletion}
        getRowId={(row) => row.id}
        rowLabel={master.rowLabel}
        emptyText={list.filtered ? (texts.filteredEmpty ?? texts.empty) : texts.empty}
        rowActions={canWrite || deletion.allowed ? rowActions : undefined}
        toolbar={
          <>
            {canWrite ? (
              <Button
                variant="primary"
                size="sm"
                onClick={props.onAdd ?? master.dialog.add}
                onPointerEnter={props.prefetchDialog}
                onFocus={props.prefetchDialog}
              >
                {m.add}
              </Button>
            ) : null}
            {props.tools}
            <Button
              size="sm"
              pending={exporter.isPending}
              disabled={noRows}
              onClick={() => exporter.mutate()}
            >
              {m.exportCsv}
            </Button>
          </>
        }
      />
      {props.dialog?.({ target: master.dialog.target, onClose: master.dialog.close })}
      {props.children}
    </div>
  );
}
