import type { OperationLog } from '@/api/generated/model';
import { toCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';

import { operationLogStrings as s } from './strings';

/**
 * The log as CSV: one header row, then one row per entry. Cells that a spreadsheet would run as
 * a formula are neutralised by the shared writer; the BOM is added when the blob is made.
 */
export const logCsv = (rows: readonly OperationLog[]): string =>
  toCsv([
    s.csvHeader,
    ...rows.map((row) => [
      formatDateTime(row.time),
      row.username,
      s.actionLabels[row.action] ?? row.action,
      row.target,
      row.ip,
      s.resultLabels[row.result] ?? row.result,
      row.message ?? '',
      row.request ?? '',
    ]),
  ]);
