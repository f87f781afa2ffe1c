const BOM = '\uFEFF';
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Excel reads a CSV as UTF-8 only when it starts with a BOM; add one unless it is there. */
export const withBom = (text: string): string => (text.startsWith(BOM) ? text : `${BOM}${text}`);

export const csvBlob = (text: string): Blob => new Blob([withBom(text)], { type: CSV_TYPE });

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell for a spreadsheet: a would-be formula is turned into text, quotes where needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text, CRLF line ends as RFC 4180 and Excel expect. */
export const toCsv = (rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/**
 * CSV text to rows (RFC 4180): quoted cells with commas, quotes ("") and line breaks, CRLF or LF,
 * a leading BOM dropped, lines with nothing in them skipped.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else if (char === '\r') {
      if (source[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
