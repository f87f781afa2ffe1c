import { useDeferredValue, useMemo, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { VirtualRows } from '@/components/ui/virtual-rows';

import { carTeamInfoStrings as s } from './strings';

export interface PickItem {
  id: number;
  /** Names the row (and its checkbox). */
  primary: string;
  secondary: string;
  /** A remark shown dimmed: another fleet, invalid, inactive. */
  note?: string;
  /** Lower-cased text the search matches. */
  haystack: string;
}

export interface PickListProps {
  title: string;
  searchLabel: string;
  status: 'pending' | 'error' | 'success';
  items: readonly PickItem[] | undefined;
  error?: string;
  onRetry: () => void;
  chosen: ReadonlySet<number>;
  onToggle: (id: number, chosen: boolean) => void;
}

const EMPTY: readonly PickItem[] = [];

/** Search and tick among all records (thousands of cars stay smooth: rows are virtualized). */
export function PickList(props: PickListProps) {
  const { title, searchLabel, status, items = EMPTY, chosen, onToggle } = props;
  const [query, setQuery] = useState('');
  const term = useDeferredValue(query.trim().toLowerCase());
  const shown = useMemo(
    () => (term ? items.filter((item) => item.haystack.includes(term)) : items),
    [items, term],
  );

  const body = () => {
    if (status === 'pending')
      return (
        <div className="flex h-72 items-center justify-center">
          <Spinner label={s.pickerLoading} className="size-6 text-fg-placeholder" />
        </div>
      );
    if (status === 'error')
      return (
        <Alert title={s.pickerLoadFailed} onRetry={props.onRetry}>
          {props.error}
        </Alert>
      );
    if (shown.length === 0) return <EmptyState title={s.pickerEmpty} className="h-72" />;
    return (
      <VirtualRows
        label={title}
        items={shown}
        getKey={(item) => item.id}
        className="h-72"
        renderRow={(item) => (
          <label className="flex h-full cursor-pointer items-center gap-2 border-b border-border-subtle px-3 text-sm hover:bg-surface-muted">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              aria-label={item.primary}
              checked={chosen.has(item.id)}
              onChange={(event) => onToggle(item.id, event.target.checked)}
            />
            <span className="w-28 shrink-0 truncate text-fg" title={item.primary}>
              {item.primary}
            </span>
            <span className="min-w-0 flex-1 truncate font-mono text-xs text-fg-muted">
              {item.secondary}
            </span>
            {item.note ? (
              <span
                className="max-w-48 shrink-0 truncate text-xs text-warning-text"
                title={item.note}
              >
                {item.note}
              </span>
            ) : null}
          </label>
        )}
      />
    );
  };

  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-fg-soft">{title}</h3>
        <span className="text-xs text-fg-subtle" aria-live="polite">
          {status === 'success' ? s.pickerCount(shown.length, items.length) : null}
        </span>
      </div>
      <Input
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={query}
        maxLength={100}
        disabled={status !== 'success'}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // A filter box: Enter must not submit the fleet.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {body()}
    </section>
  );
}
