import { type ComponentProps, useId, useState } from 'react';

import { cn } from '@/lib/class-names';

import { Button } from './button';
import { Input } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Spinner } from './spinner';
import { uiStrings as s } from './strings';

export interface Option<V extends string | number> {
  value: V;
  label: string;
}

export interface MultiSelectProps<V extends string | number> extends Omit<
  ComponentProps<'button'>,
  'value' | 'onChange' | 'children'
> {
  options: readonly Option<V>[] | undefined;
  value: readonly V[];
  onChange: (next: V[]) => void;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  loading?: boolean;
  failed?: boolean;
}

// With this many options a filter field helps finding one (VIN lists grow long).
const FILTER_FROM = 8;

/**
 * A button that opens a checklist. The button takes the field's id, name and aria attributes
 * from FormField, so labels, validation messages and focusFirstInvalid work as for an input.
 */
export function MultiSelect<V extends string | number>({
  options,
  value,
  onChange,
  placeholder = s.noneChosen,
  loading = false,
  failed = false,
  className,
  ...trigger
}: MultiSelectProps<V>) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const summaryId = useId();
  // Named by a label element, the button also names what it shows: its accessible name then
  // contains its visible text, as speech input users say it.
  const labelledBy = trigger['aria-labelledby'];
  const chosen = new Set<V>(value);
  const labelOf = (v: V) => options?.find((o) => o.value === v)?.label ?? String(v);
  const summary =
    value.length === 0
      ? placeholder
      : value.length === 1
        ? labelOf(value[0] as V)
        : s.chosenCount(value.length);
  const needle = filter.trim().toLowerCase();
  const shown = (options ?? []).filter((o) => o.label.toLowerCase().includes(needle));

  const toggle = (v: V, on: boolean) =>
    onChange(on ? [...value, v] : value.filter((item) => item !== v));

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFilter('');
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          className={cn(
            'flex h-control w-full min-w-0 items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 text-left text-sm text-fg',
            'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus/30 aria-invalid:border-danger',
            value.length === 0 && 'text-fg-subtle',
            className,
          )}
          {...trigger}
          aria-labelledby={labelledBy ? `${labelledBy} ${summaryId}` : undefined}
        >
          <span
            id={summaryId}
            className="truncate"
            title={value.map(labelOf).join(s.separator) || undefined}
          >
            {summary}
          </span>
          <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-fg-subtle" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        sideOffset={4}
        className="z-50 flex w-[max(var(--radix-popover-trigger-width),16rem)] flex-col gap-2 rounded-md border border-border-muted bg-surface p-2 text-sm shadow-lg"
      >
        {(options?.length ?? 0) >= FILTER_FROM ? (
          <Input
            aria-label={s.filterOptions}
            placeholder={s.filterOptions}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="h-control-sm"
          />
        ) : null}
        {loading ? (
          <Spinner label={s.loading} className="m-2" />
        ) : failed ? (
          <p className="p-2 text-danger-text">{s.optionsFailed}</p>
        ) : shown.length === 0 ? (
          <p className="p-2 text-fg-subtle">{s.noOptions}</p>
        ) : (
          <ul className="max-h-64 overflow-y-auto">
            {shown.map((option) => (
              <li key={String(option.value)}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-surface-hover">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={chosen.has(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <span className="break-all">{option.label}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {value.length > 0 ? (
          <Button size="sm" variant="ghost" className="self-end" onClick={() => onChange([])}>
            {s.clearChoice}
          </Button>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
