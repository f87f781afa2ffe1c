import type { SigDictEntry } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { VirtualRows } from '@/components/ui/virtual-rows';
import { formatNumber } from '@/lib/format';

import { isComputed } from './form-model';
import { signalDictStrings as s } from './strings';

export interface SelectedSignalsProps {
  /** The form's list, each entry with the key its field array gives it. */
  entries: readonly (SigDictEntry & { key: string })[];
  onRemove: (name: string) => void;
  onClear: () => void;
}

/** The dictionary's signals in order, each removable; virtualized, as there may be thousands. */
export function SelectedSignals({ entries, onRemove, onClear }: SelectedSignalsProps) {
  return (
    <section
      className="flex min-w-0 flex-col gap-2"
      aria-label={s.selectedTitle(formatNumber(entries.length, 0))}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-fg-soft">
          {s.selectedTitle(formatNumber(entries.length, 0))}
        </h3>
        <Button size="sm" variant="ghost" disabled={entries.length === 0} onClick={onClear}>
          {s.clearAll}
        </Button>
      </div>
      {entries.length === 0 ? (
        <EmptyState
          title={s.selectedEmpty}
          className="h-80 rounded-md border border-dashed border-border-muted"
        />
      ) : (
        <VirtualRows
          label={s.selectedTitle(formatNumber(entries.length, 0))}
          items={entries}
          getKey={(entry) => entry.key}
          className="h-80"
          renderRow={(entry) => (
            <div
              data-selected-row=""
              className="flex h-full items-center gap-2 border-b border-border-subtle px-3 text-sm"
            >
              <span
                className="min-w-0 flex-1 truncate font-mono text-xs text-fg"
                title={entry.name}
              >
                {entry.name}
              </span>
              <span className="w-28 shrink-0 truncate text-xs text-fg-muted" title={entry.nameChn}>
                {entry.nameChn}
              </span>
              {isComputed(entry) ? (
                <span
                  className="max-w-40 shrink-0 truncate rounded bg-warning-soft px-1.5 py-0.5 font-mono text-xs text-warning-strong"
                  title={entry.formula ?? undefined}
                >
                  {entry.formula ?? s.computedTag}
                </span>
              ) : (
                <span className="w-12 shrink-0 truncate text-xs text-fg-subtle">{entry.unit}</span>
              )}
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2"
                aria-label={s.removeSignal(entry.name)}
                onClick={() => onRemove(entry.name)}
              >
                {s.remove}
              </Button>
            </div>
          )}
        />
      )}
    </section>
  );
}
