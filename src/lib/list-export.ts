import { failureText } from '@/api/errors';
import { messages } from '@/strings/common';

import { csvBlob, toCsv } from './csv';
import { saveBlob } from './download';

type Cell = string | number | null | undefined;

/** One column of an exported list: its heading and the cell of a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => Cell;
}

/** The list as CSV text: a heading row, then a row per record (cells neutralised by toCsv). */
export const rowsToCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  toCsv([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))]);

export interface PageAnswer<T> {
  list: T[];
  total: number;
}

/** Largest page asked for while exporting, and the most rows an export collects. */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_MAX_ROWS = 10_000;

/**
 * Every row of a filtered list, page by page with the list's own call, up to EXPORT_MAX_ROWS:
 * what the user exports is what the filters show, not only the page on screen.
 */
export async function collectPages<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<PageAnswer<T>>,
  pageSize = EXPORT_PAGE_SIZE,
  maxRows = EXPORT_MAX_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; rows.length < maxRows; pageNo += 1) {
    const page = await fetchPage(pageNo, pageSize);
    rows.push(...page.list);
    if (page.list.length === 0 || rows.length >= page.total) break;
  }
  return rows.slice(0, maxRows);
}

/** An export refused because the filtered list holds more rows than one export may carry. */
export class ExportTooLargeError extends Error {
  readonly maxRows: number;

  constructor(maxRows: number) {
    super(messages.exportTooMany(maxRows));
    this.name = 'ExportTooLargeError';
    this.maxRows = maxRows;
  }
}

/**
 * The rows of an export, read as collectPages reads them, but refused with ExportTooLargeError
 * as soon as a page reports more than maxRows: the user is told to narrow the filters instead of
 * getting a file cut short without a word.
 */
export const collectExportRows = <T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<PageAnswer<T>>,
  pageSize = EXPORT_PAGE_SIZE,
  maxRows = EXPORT_MAX_ROWS,
): Promise<T[]> =>
  collectPages(
    async (pageNo, size) => {
      const page = await fetchPage(pageNo, size);
      if (page.total > maxRows) throw new ExportTooLargeError(maxRows);
      return page;
    },
    pageSize,
    maxRows,
  );

/** The text of a failed export: the cap's refusal, a failed call's text, else the fallback. */
export const exportFailureText = (error: unknown, fallback: string): string =>
  error instanceof ExportTooLargeError ? error.message : failureText(error, fallback);

/** Saves rows as an Excel-safe CSV file (UTF-8 with BOM). */
export const saveRowsCsv = <T>(
  fileName: string,
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
): void => saveBlob(csvBlob(rowsToCsv(columns, rows)), fileName);
