import { format } from 'date-fns';
import { markerStrings as s } from './strings';

const BOM = '\uFEFF';
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Excel reads a CSV as UTF-8 only when it starts with a BOM; add one unless it is there. */
export const withBom = (text: string): string => (text.startsWith(BOM) ? text : `${BOM}${text}`);

export const csvBlob = (text: string): Blob => new Blob([withBom(text)], { type: CSV_TYPE });

/** The export's file name with the date (yyyyMMdd), dated with the user's local day. */
export const exportFileName = (date: Date = new Date()): string =>
  s.exportFileName(format(date, 'yyyyMMdd'));
