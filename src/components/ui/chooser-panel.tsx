import { type ReactNode, useId } from 'react';

import { SearchBox, type SearchNavigate } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

import { uiStrings } from './strings';

/** A chooser's own words; loading and retry are the console's common ones. */
export interface ChooserPanelText {
  title: string;
  hint: string;
  searchLabel: string;
  searchPlaceholder: string;
  failed: string;
  empty: string;
  emptyHint: string;
  listLabel: string;
}

export interface ChooserPanelProps<T> {
  text: ChooserPanelText;
  keyword: string;
  onSearch: (keyword: string) => void;
  /** The search call: its state, and a retry after a failure. */
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown };
  items: readonly T[] | undefined;
  getKey: (item: T) => string | number;
  /** The link of one item; it fills the row. */
  renderItem: (item: T) => ReactNode;
}

/**
 * The chooser's search kept in the URL's `keyword`. Each pause in typing searches, so the entry is
 * replaced rather than added: Back leaves the screen.
 */
export function useUrlKeyword<S extends { keyword?: string | undefined }>(
  search: S,
  navigate: SearchNavigate<S>,
): [keyword: string, setKeyword: (next: string) => void] {
  const setKeyword = (next: string) =>
    void navigate({ search: (prev) => ({ ...prev, keyword: next || undefined }), replace: true });
  return [search.keyword ?? '', setKeyword];
}

/** Classes of an item's link, so every chooser's rows look and focus alike. */
export const chooserItemClass =
  'flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus';

/** A screen that needs one record first (a device to configure or watch): search, then pick. */
export function ChooserPanel<T>({
  text,
  keyword,
  onSearch,
  query,
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
      {query.status === 'pending' ? <Spinner label={uiStrings.loading} /> : null}
      {query.status === 'error' ? (
        <Alert>
          {text.failed}
          <Button size="sm" className="ml-3" onClick={() => void query.refetch()}>
            {uiStrings.retry}
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
