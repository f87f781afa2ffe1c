import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

import type { OriFile } from '@/api/generated/model';
import { formatBytes, formatDateTime } from '@/lib/format';

import { originalDataDateStrings as s } from '../strings';

/** Every row has this height, so nothing is measured while scrolling thousands of files. */
const ROW_HEIGHT = 32;
const OVERSCAN = 5;
const GRID = 'grid grid-cols-[6rem_4rem_15rem_6rem_1fr] items-center gap-3 px-3';

/** A day's files; a day can hold tens of thousands, so only the rows in view are rendered. */
export function DayFileList({ day, files }: { day: string; files: readonly OriFile[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer hands back a new object every render by design; nothing below memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: files.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => files[index]?.id ?? index,
    overscan: OVERSCAN,
  });
  if (files.length === 0) return <p className="p-4 text-sm text-fg-subtle">{s.dayEmpty}</p>;
  return (
    <div className="rounded-md border border-border-muted bg-surface text-sm">
      <div
        aria-hidden="true"
        className={`${GRID} h-8 border-b border-border-muted bg-surface-muted text-xs text-fg-muted`}
      >
        <span>{s.plate}</span>
        <span>{s.portType}</span>
        <span>{s.time}</span>
        <span className="text-right">{s.size}</span>
        <span>{s.fileName}</span>
      </div>
      <div
        ref={scrollRef}
        role="list"
        aria-label={s.dayFiles(day)}
        tabIndex={0}
        data-day-files={files.length}
        className="relative h-[28rem] overflow-y-auto"
      >
        <div style={{ height: virtualizer.getTotalSize() }} className="relative w-full">
          {virtualizer.getVirtualItems().map((row) => {
            const file = files[row.index];
            if (!file) return null;
            return (
              <div
                key={row.key}
                role="listitem"
                data-file-row=""
                className={`${GRID} absolute inset-x-0 top-0 border-b border-border-subtle`}
                style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              >
                <span className="truncate">{file.plate}</span>
                <span>{file.portType}</span>
                <span className="tabular-nums">
                  {formatDateTime(file.startTime).slice(11)} –{' '}
                  {formatDateTime(file.endTime).slice(11)}
                </span>
                <span className="text-right">{formatBytes(file.size)}</span>
                <span className="truncate font-mono text-xs text-fg-muted">{file.fileName}</span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
