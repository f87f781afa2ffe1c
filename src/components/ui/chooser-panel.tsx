import { type ReactNode, useId } from 'react';

import { SearchBox } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

export interface ChooserPanelText {
  title: string;
  hint: string;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  emptyHint: string;
  listLabel: string;
}

export interface ChooserPanelProps<T> {
  text: ChooserPanelText;
  keyword: string;
  onSearch: (keyword: string) => void;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  items: readonly T[] | undefined;
  getKey: (item: T) => string | number;
  /** The link of one item; it fills the row. */
  renderItem: (item: T) => ReactNode;
}

/** Classes of an item's link, so every chooser's rows look and focus alike. */
export const chooserItemClass =
  'flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus';

/** A screen that needs one record first (a device to configure or watch): search, then pick. */
export function ChooserPanel<T>({
  text,
  keyword,
  onSearch,
  status,
  onRetry,
  items,
  getKey,
  renderItem,
}: ChooserPanelProps<T>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex max-w-3xl flex-col gap-3">
      <h2 id={titleId} className="text-base font-semibold text-fg">
        {text.title}
      </h2>
      <p className="text-sm text-fg-muted">{text.hint}</p>
      <SearchBox
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={keyword}
        onSearch={onSearch}
        className="w-80"
      />
      {status === 'pending' ? <Spinner label={text.loading} /> : null}
      {status === 'error' ? (
        <Alert>
          {text.failed}
          <Button size="sm" className="ml-3" onClick={onRetry}>
            {text.retry}
          </Button>
        </Alert>
      ) : null}
      {items && items.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyHint} />
      ) : null}
      {items && items.length > 0 ? (
        <ul
          aria-label={text.listLabel}
          className="divide-y divide-border-muted rounded-md border border-border-muted bg-surface"
        >
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
