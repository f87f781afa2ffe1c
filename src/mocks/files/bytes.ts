/**
 * The smallest valid zip archive: an end-of-central-directory record for zero entries
 * (signature PK\5\6, then 18 zero bytes).
 */
export const emptyZip = (): Uint8Array => {
  const bytes = new Uint8Array(22);
  bytes.set([0x50, 0x4b, 0x05, 0x06]);
  return bytes;
};

/** Stand-in file content: the same bytes for the same name, so downloads are reproducible. */
export const deterministicBytes = (name: string, length = 256): Uint8Array => {
  let state = [...name].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 2166136261);
  return Uint8Array.from({ length }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 24;
  });
};

/**
 * RFC 6266 attachment header: an ASCII fallback name for old clients and the UTF-8 name, since
 * header values cannot carry Chinese characters as such.
 */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

const cell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

type CsvRows = readonly (readonly (string | number | null | undefined)[])[];

/** CSV lines with CRLF endings and quoted cells, without a byte order mark. */
export const csvText = (header: readonly string[], rows: CsvRows): string =>
  `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

/** CSV as spreadsheet programs open it in Chinese locales: UTF-8 with a BOM, CRLF lines. */
export const toCsv = (header: readonly string[], rows: CsvRows): string =>
  `\uFEFF${csvText(header, rows)}`;
