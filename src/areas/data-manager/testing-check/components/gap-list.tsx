import { memo, useMemo } from 'react';

import type { TraceLane } from '@/components/charts/trace/trace-model';
import { Button } from '@/components/ui/button';
import { csvBlob } from '@/lib/csv';
import { saveBlob } from '@/lib/download';
import { formatTime } from '@/lib/format';

import { gapLength, gapRows, gapsCsv } from '../model/gaps';
import { testingCheckStrings as s } from '../strings';

const SHOWN = 50;

interface GapListProps {
  lanes: readonly TraceLane[];
  /** For the export's file name. */
  vin: string;
  day: string;
  /** The gap holding the cursor is marked as chosen. */
  cursor: number | null;
  onSelect: (from: number) => void;
}

/** Every lane's gaps with start, end and length: each moves the cursor there; all go to CSV. */
export const GapList = memo(function GapList({ lanes, vin, day, cursor, onSelect }: GapListProps) {
  const rows = useMemo(() => gapRows(lanes), [lanes]);
  const shown = rows.slice(0, SHOWN);
  return (
    <section aria-label={s.gapList} className="flex flex-col gap-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">{s.gapList}</h3>
        <Button
          size="sm"
          variant="outline"
          disabled={rows.length === 0}
          onClick={() => saveBlob(csvBlob(gapsCsv(rows)), s.gapFileName(vin, day))}
        >
          {s.exportGaps}
        </Button>
      </div>
      {rows.length === 0 && <p className="text-fg-subtle">{s.noGaps}</p>}
      <ul className="flex max-h-64 flex-col gap-0.5 overflow-auto">
        {shown.map((row) => (
          <li key={`${row.port}-${row.from}`}>
            <button
              type="button"
              aria-pressed={cursor !== null && cursor >= row.from && cursor <= row.to}
              onClick={() => onSelect(row.from)}
              className="w-full rounded px-2 py-0.5 text-left tabular-nums hover:bg-surface-hover aria-pressed:bg-danger-soft"
            >
              {s.gapRow(row.port, formatTime(row.from), formatTime(row.to), gapLength(row))}
            </button>
          </li>
        ))}
      </ul>
      {rows.length > SHOWN && (
        <p className="text-xs text-fg-subtle">{s.gapListMore(SHOWN, rows.length)}</p>
      )}
    </section>
  );
});
