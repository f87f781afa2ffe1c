import type { RowId } from '@/components/data-table';

/** Chosen files by id with their sizes: kept across pages, so the summary needs no refetch. */
export type FileSelection = ReadonlyMap<number, number>;

/**
 * The table reports the ids it wants chosen; files of other pages are kept as they were, files of
 * this page are added (with their size) or dropped.
 */
export function applySelection(
  current: FileSelection,
  next: ReadonlySet<RowId>,
  pageRows: readonly { id: number; size: number }[],
): Map<number, number> {
  const result = new Map(current);
  for (const row of pageRows) {
    if (next.has(row.id)) result.set(row.id, row.size);
    else result.delete(row.id);
  }
  // Ids of other pages the table dropped (it only ever changes its own page, but stay exact).
  for (const id of current.keys()) {
    if (!next.has(id)) result.delete(id);
  }
  return result;
}

export const selectionBytes = (selection: FileSelection): number =>
  [...selection.values()].reduce((sum, size) => sum + size, 0);
