import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

import { cn } from '@/lib/class-names';

/** Every row has this height, so the virtualizer never has to measure one. */
export const ROW_HEIGHT = 36;
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
  // The virtualizer hands back a new object every render by design; nothing below memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    overscan: OVERSCAN,
  });
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
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
