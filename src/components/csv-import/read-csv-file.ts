/** The text of a chosen file and the encoding it was read with. */
export interface CsvText {
  text: string;
  encoding: 'utf-8' | 'gbk';
}

export class NotUtf8Error extends Error {}

/** The file is not text at all: an image, an .xlsx workbook, an archive. */
export class NotTextError extends Error {}

// No text file holds a NUL byte (in UTF-8 or GBK); nearly every binary format has some at its start.
const isBinary = (bytes: Uint8Array) => bytes.subarray(0, 8192).includes(0);

/**
 * Reads a CSV as UTF-8 (with or without BOM). Excel's plain "CSV" on a Chinese Windows writes
 * GBK: bytes that are not UTF-8 are read as GBK where the platform can decode it, and the caller
 * says so; without a GBK decoder it throws NotUtf8Error so the user is told to save as UTF-8.
 * A file that is not text throws NotTextError, so it is not read as columns of garbage.
 */
export async function readCsvFile(file: Blob): Promise<CsvText> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isBinary(bytes)) throw new NotTextError('not a text file');
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
