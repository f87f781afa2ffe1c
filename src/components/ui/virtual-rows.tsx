import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';

import { cn } from '@/lib/class-names';
import { useCompactDensity } from '@/lib/document-look';

/** Every row has this height, so the virtualizer never has to measure one. */
export const ROW_HEIGHT = 36;
/** The row height at the compact table density (html[data-density='compact']). */
export const COMPACT_ROW_HEIGHT = 28;
const OVERSCAN = 6;

export interface VirtualRowsProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  /** Accessible name of the scrolling region. */
  label: string;
  className?: string;
}

/** A fixed-height scrolling list that renders only the rows in view (plus a few either side). */
export function VirtualRows<T>({
  items,
  getKey,
  renderRow,
  label,
  className,
}: VirtualRowsProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useCompactDensity() ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  // The virtualizer hands back a new object every render by design; nothing below memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    overscan: OVERSCAN,
  });
  // Another density lays every row out again at its new height.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return (
    <div
      ref={scrollRef}
      role="group"
      aria-label={label}
      tabIndex={-1}
      className={cn(
        'relative overflow-y-auto rounded-md border border-border-muted bg-surface',
        className,
      )}
    >
      <div style={{ height: virtualizer.getTotalSize() }} className="relative w-full">
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              data-virtual-row=""
              className="absolute inset-x-0 top-0"
              style={{ height: rowHeight, transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
