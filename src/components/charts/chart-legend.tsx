import { seriesTotal } from './chart-data';
import { colorAt } from './palette';
import { chartStrings as s } from './strings';
import type { TimeSeries } from './types';

export interface ChartLegendProps {
  series: readonly TimeSeries[];
  valueFormat: (v: number) => string;
  notes: readonly string[];
}

/**
 * Colour key with each series' total: also the text equivalent of the picture for screen readers
 * and keyboard users, who cannot hover the plot. Its height is fixed (scrolling inside) so a long
 * legend never pushes the page.
 */
export function ChartLegend({ series, valueFormat, notes }: ChartLegendProps) {
  return (
    <figcaption className="flex flex-col gap-1">
      <ul
        aria-label={s.legend}
        // A long legend scrolls inside its fixed height; keyboard users reach it too.
        tabIndex={0}
        className="flex h-14 flex-wrap content-start gap-x-4 gap-y-1 overflow-y-auto text-xs text-fg-muted"
      >
        {series.map((item, i) => (
          <li key={item.key} className="flex max-w-full items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-sm"
              style={{ backgroundColor: colorAt(i) }}
            />
            <span className="max-w-48 truncate" title={item.label}>
              {item.label}
            </span>
            <span className="tabular-nums text-fg">
              {s.total} {valueFormat(seriesTotal(item))}
            </span>
          </li>
        ))}
      </ul>
      <p className="h-4 truncate text-xs text-warning-text">{notes.join(s.noteSeparator)}</p>
    </figcaption>
  );
}
