import type { TraceLane } from '@/components/charts/trace/trace-model';
import { toCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';

import { testingCheckStrings as s } from '../strings';

/** A stretch where one port recorded nothing while another did. */
export interface GapRow {
  port: string;
  from: number;
  to: number;
}

/** Every lane's gaps, earliest first (a tie in port order). */
export function gapRows(lanes: readonly TraceLane[]): GapRow[] {
  const rows: GapRow[] = [];
  for (const lane of lanes)
    for (let i = 0; i + 1 < lane.gaps.length; i += 2)
      rows.push({ port: lane.key, from: lane.gaps[i] ?? 0, to: lane.gaps[i + 1] ?? 0 });
  // A stable sort keeps the lanes' order for gaps that start together.
  return rows.sort((a, b) => a.from - b.from);
}

/** A gap's length in words: minutes and seconds (gapLength of the screen's strings). */
export const gapLength = (row: GapRow): string => {
  const seconds = Math.round((row.to - row.from) / 1000);
  return s.gapLength(Math.floor(seconds / 60), seconds % 60);
};

/**
 * The gaps as CSV: a header, then port, start, end and length in seconds. The shared writer turns
 * a cell a spreadsheet would run as a formula into text; the BOM comes with the blob.
 */
export const gapsCsv = (rows: readonly GapRow[]): string =>
  toCsv([
    s.gapHeader,
    ...rows.map((row) => [
      row.port,
      formatDateTime(row.from),
      formatDateTime(row.to),
      Math.round((row.to - row.from) / 1000),
    ]),
  ]);
