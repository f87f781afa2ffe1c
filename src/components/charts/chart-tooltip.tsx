import { formatTooltipTime } from './chart-format';
import { colorAt } from './palette';

export interface ChartTooltipProps {
  ms: number | undefined;
  series: readonly { key: string; label: string; data: readonly { ms: number; value: number }[] }[];
  interval: 'hour' | 'day';
  valueFormat: (v: number) => string;
}

/** Every shown series' value at the hovered time. */
export function ChartTooltip({ ms, series, interval, valueFormat }: ChartTooltipProps) {
  if (ms === undefined) return null;
  return (
    <div className="flex max-w-64 flex-col gap-1 text-xs">
      <p className="font-medium text-fg">{formatTooltipTime(ms, interval)}</p>
      <ul className="flex flex-col gap-0.5">
        {series.map((item, i) => {
          const value = item.data.find((d) => d.ms === ms)?.value;
          return (
            <li key={item.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: colorAt(i) }}
              />
              <span className="min-w-0 flex-1 truncate text-fg-muted">{item.label}</span>
              <span className="tabular-nums text-fg">
                {value === undefined ? '—' : valueFormat(value)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
