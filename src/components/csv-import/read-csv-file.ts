/** The text of a chosen file and the encoding it was read with. */
export interface CsvText {
  text: string;
  encoding: 'utf-8' | 'gbk';
}

export class NotUtf8Error extends Error {}

/**
 * Reads a CSV as UTF-8 (with or without BOM). Excel's plain "CSV" on a Chinese Windows writes
 * GBK: bytes that are not UTF-8 are read as GBK where the platform can decode it, and the caller
 * says so; without a GBK decoder it throws NotUtf8Error so the user is told to save as UTF-8.
 */
export async function readCsvFile(file: Blob): Promise<CsvText> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    try {
      return { text: new TextDecoder('gbk').decode(bytes), encoding: 'gbk' };
    } catch {
      throw new NotUtf8Error('not utf-8');
    }
  }
}
