import { csvBlob, toCsv } from './csv';
import { saveBlob } from './download';

type Cell = string | number | null | undefined;

/** One page of a paged list call, as the contract answers it. */
export interface PageAnswer<T> {
  total: number;
  list: T[];
}

const PAGE_SIZE = 1000;
const MAX_PAGES = 50;

/**
 * Every row of a paged list (the current filters applied by `fetchPage`), page by page, so an
 * export holds the whole filtered list and not just the page on screen.
 */
export async function collectPages<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<PageAnswer<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const page = await fetchPage(pageNo, PAGE_SIZE);
    rows.push(...page.list);
    if (pageNo * PAGE_SIZE >= page.total || page.list.length === 0) break;
  }
  return rows;
}

/** A column of an exported CSV: its head and its cell of a row. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => Cell;
}

/** Saves rows as an Excel-safe CSV (UTF-8 with BOM, formula-like cells neutralised). */
export function saveCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], name: string) {
  const text = toCsv([
    columns.map((c) => c.header),
    ...rows.map((r) => columns.map((c) => c.cell(r))),
  ]);
  saveBlob(csvBlob(text), name);
}
