import { memo } from 'react';

import type { TraceMarkers } from '@/components/charts/trace/trace-model';
import { formatTime } from '@/lib/format';
import { lowerBound, upperBound } from '@/lib/sorted-search';

import { testingCheckStrings as s } from '../strings';

const SHOWN = 50;

interface MarkerListProps {
  markers: TraceMarkers;
  /** Markers of this window only (the brush), or all. */
  window: { from: number; to: number } | null;
  selected: number | null;
  onSelect: (id: number) => void;
}

/**
 * The markers as buttons, so they can be picked by keyboard as well as on the chart. Kept apart
 * from the cursor: replay and hovering do not render the list again.
 */
export const MarkerList = memo(function MarkerList({
  markers,
  window,
  selected,
  onSelect,
}: MarkerListProps) {
  const first = window ? lowerBound(markers.time, window.from) : 0;
  const last = window ? upperBound(markers.time, window.to) : markers.time.length;
  const total = Math.max(0, last - first);
  const shown = Array.from({ length: Math.min(SHOWN, total) }, (_, i) => first + i);
  return (
    <section aria-label={s.markerList} className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium">{s.markerList}</h3>
      {total === 0 && <p className="text-fg-subtle">{s.noMarkers}</p>}
      <ul className="flex max-h-64 flex-col gap-0.5 overflow-auto">
        {shown.map((index) => {
          const id = markers.ids[index] ?? 0;
          const label = markers.labels[index] || s.unnamedRule;
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={selected === id}
                onClick={() => onSelect(id)}
                className="w-full rounded px-2 py-0.5 text-left hover:bg-surface-hover aria-pressed:bg-marker-soft"
              >
                <span className="tabular-nums text-fg-subtle">
                  {formatTime(markers.time[index] ?? 0)}
                </span>{' '}
                {label}
              </button>
            </li>
          );
        })}
      </ul>
      {total > SHOWN && <p className="text-xs text-fg-subtle">{s.markerListMore(SHOWN, total)}</p>}
    </section>
  );
});
