import type { RowId } from '@/components/data-table';

interface SizedRow {
  id: number;
  size: number;
}

/** Chosen files by id: kept across pages, so the summary and the delete need no refetch. */
export type FileSelection<R extends SizedRow = SizedRow> = ReadonlyMap<number, R>;

/**
 * The table reports the ids it wants chosen; files of other pages are kept as they were, files of
 * this page are added or dropped.
 */
export function applySelection<R extends SizedRow>(
  current: FileSelection<R>,
  next: ReadonlySet<RowId>,
  pageRows: readonly R[],
): Map<number, R> {
  const result = new Map(current);
  for (const row of pageRows) {
    if (next.has(row.id)) result.set(row.id, row);
    else result.delete(row.id);
  }
  // Ids of other pages the table dropped (it only ever changes its own page, but stay exact).
  for (const id of current.keys()) {
    if (!next.has(id)) result.delete(id);
  }
  return result;
}

/** The size of these files together. */
export const totalBytes = (rows: Iterable<{ size: number }>): number =>
  [...rows].reduce((sum, row) => sum + row.size, 0);

export const selectionBytes = (selection: FileSelection): number => totalBytes(selection.values());
