import { format } from 'date-fns';

import type { DeleteTexts, ListExportOptions } from '@/components/data-table';

import { masterStrings as s } from './strings';

/** The delete words every master data list shares, with the list's own question. */
export const masterDeleteTexts = <T>(
  description: (rows: readonly T[]) => string,
): DeleteTexts<T> => ({
  title: s.deleteTitle,
  description,
  deleted: (count) => s.deleted(count),
  failed: s.deleteFailed,
});

/** The export words every master data list shares; the file is named with the day (yyyyMMdd). */
export const masterExport = (
  fileName: (day: string) => string,
): Pick<ListExportOptions<unknown>, 'fileName' | 'texts'> => ({
  fileName: (now) => fileName(format(now, 'yyyyMMdd')),
  texts: { exported: s.exported, failed: s.exportFailed },
});
