import { formatDate } from '@/lib/format';

import { markerStrings as s } from './strings';

export { CSV_TYPE, csvBlob, withBom } from '@/lib/csv';

/** The export's file name with the date (yyyyMMdd), dated with the user's local day. */
export const exportFileName = (date: Date = new Date()): string =>
  s.exportFileName(formatDate(date).replaceAll('-', ''));
