import { useDocumentTheme } from '@/lib/document-look';
import { formatNumber } from '@/lib/format';

import { gpsColour, MAX_CARS, type PreparedTrace } from './prepare';
import { gpsStrings } from './strings';

/** Plate, colour and fix count of each car, and what the two markers mean. */
export function GpsLegend({
  traces,
  hiddenCars = 0,
}: {
  traces: readonly PreparedTrace[];
  hiddenCars?: number;
}) {
  const theme = useDocumentTheme();
  return (
    <div className="pointer-events-auto absolute top-2 left-2 max-h-[calc(100%-4rem)] max-w-[16rem] overflow-y-auto rounded-md border border-border-muted bg-surface/90 px-3 py-2 text-xs text-fg-label shadow-sm">
      <p className="sr-only">{gpsStrings.legend}</p>
      <ul className="space-y-1">
        {traces.map((t) => (
          <li key={t.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-4 shrink-0 rounded-full"
              style={{ backgroundColor: gpsColour(t.colour, theme) }}
            />
            <span className="min-w-0 truncate font-medium" title={t.plate}>
              {t.plate}
            </span>
            <span className="ml-auto shrink-0 pl-2 text-fg-subtle tabular-nums">
              {gpsStrings.fixes(formatNumber(t.fixCount, 0))}
            </span>
          </li>
        ))}
      </ul>
      {hiddenCars > 0 ? (
        <p className="mt-1 text-warning-strong">{gpsStrings.hiddenCars(hiddenCars, MAX_CARS)}</p>
      ) : null}
      <p className="mt-1 flex items-center gap-3 border-t border-border-muted pt-1 text-fg-subtle">
        <span className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-full border-2 border-fg-muted bg-surface"
          />
          {gpsStrings.start}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-fg-muted" />
          {gpsStrings.end}
        </span>
      </p>
    </div>
  );
}
