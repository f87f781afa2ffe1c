import type { SortState } from './data-table';
import { DEFAULT_PAGE_SIZE } from './page-size';

/** Column id → the list call's sortBy field; columns not named here cannot be sorted. */
export type SortFields<F extends string> = Readonly<Record<string, F>>;

/** The part of a list's URL search every paged list shares. */
export interface ListSearch<F extends string = string> {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  sortBy?: F;
  sortOrder?: 'asc' | 'desc';
}

/** A route's `navigate` (`getRouteApi(...).useNavigate()`), reduced to what a list writes. */
export type SearchNavigate<S> = (options: { search: (prev: S) => S; replace?: boolean }) => unknown;

/** Paging, keyword and sort as the list calls take them: defaults applied, empties left out. */
export interface ListParams<F extends string> {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  sortBy?: F;
  sortOrder?: 'asc' | 'desc';
}

export interface ListSearchOptions<S extends ListSearch<F>, F extends string> {
  search: S;
  navigate: SearchNavigate<S>;
  /** Columns the server sorts by; without it the list has no sort in its URL. */
  sortFields?: SortFields<F>;
  /** The filters a reset clears (the keyword is always one): they also pick the empty text. */
  filters?: readonly (keyof S & string)[];
  /** The page size when the URL names none, for a list that is not a table (a grid of cards). */
  defaultPageSize?: number;
  /**
   * The order when the URL names none (a column of `sortFields`): sent with the call and shown on
   * its column, where a click turns it round instead of leaving the list unsorted.
   */
  defaultSort?: SortState;
}

/** Everything a list screen derives from its URL search, and the ways to change it. */
export interface ListSearchState<S extends ListSearch<F>, F extends string> {
  search: S;
  /** For the generated list call: spread the screen's own filters beside it. */
  params: ListParams<F>;
  /** Patches the URL search and goes back to the first page (the selection goes with it). */
  setSearch: (patch: Partial<S>) => void;
  /** Clears the keyword and the filters. */
  reset: () => void;
  /** Whether the keyword or a filter is set (the reset button and the empty text use it). */
  filtered: boolean;
  /** DataTable's server sort. */
  sorting: SortState | null;
  onSortingChange: ((next: SortState | null) => void) | undefined;
  /** Leaves sorting only on the columns the server sorts by. */
  sortable: <C extends { id: string; sortable?: boolean }>(columns: readonly C[]) => C[];
  /** Moves to another page (replace: the URL entry is corrected rather than added). */
  goToPage: (next: { pageNo: number; pageSize: number }, replace?: boolean) => void;
  /** Names the rows on show: a selection belongs to one scope and is forgotten in another. */
  scope: string;
}

const isSet = (value: unknown) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The URL patch of a page: page 1 and the default page size are left out of the URL. */
export const pageSearch = (
  next: { pageNo: number; pageSize: number },
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListSearch => ({
  pageNo: next.pageNo === 1 ? undefined : next.pageNo,
  pageSize: next.pageSize === defaultPageSize ? undefined : next.pageSize,
});

/**
 * A list route's URL search bound to its list call: page, page size, keyword, sort and filters
 * live in the URL, so a link or a reload shows the same rows; every change but a page move starts
 * again from page 1.
 */
export function useListSearch<S extends ListSearch<F>, F extends string = string>({
  search,
  navigate,
  sortFields,
  filters = [],
  defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultSort,
}: ListSearchOptions<S, F>): ListSearchState<S, F> {
  const fields = sortFields ?? {};
  const chosenBy = Object.values(fields).find((field) => field === search.sortBy);
  const fallbackBy = defaultSort ? fields[defaultSort.id] : undefined;
  const sortBy = chosenBy ?? fallbackBy;
  const fallbackOrder = defaultSort?.desc === false ? 'asc' : 'desc';
  const sortOrder = chosenBy ? (search.sortOrder ?? 'desc') : fallbackOrder;
  const params: ListParams<F> = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? defaultPageSize,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(sortBy ? { sortBy, sortOrder } : {}),
  };
  const write = (patch: Partial<S>, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace });
  const setSearch = (patch: Partial<S>) => write({ pageNo: undefined, ...patch });
  const cleared = Object.fromEntries(
    ['keyword', ...filters].map((name) => [name, undefined]),
  ) as Partial<S>;
  const sortColumn = Object.keys(fields).find((column) => fields[column] === sortBy);
  const sorting = sortColumn === undefined ? null : { id: sortColumn, desc: sortOrder === 'desc' };

  return {
    search,
    params,
    setSearch,
    reset: () => setSearch(cleared),
    filtered: ['keyword', ...filters].some((name) =>
      isSet((search as Record<string, unknown>)[name]),
    ),
    sorting,
    onSortingChange: sortFields
      ? (picked) => {
          // Unsorted, the default order would come back: its column turns round instead.
          const next =
            picked ??
            (sorting && sorting.id === defaultSort?.id
              ? { ...sorting, desc: !sorting.desc }
              : null);
          setSearch({
            sortBy: next ? fields[next.id] : undefined,
            sortOrder: next ? (next.desc ? 'desc' : 'asc') : undefined,
          } as Partial<S>);
        }
      : undefined,
    sortable: (columns) =>
      columns.map((column) => ({ ...column, sortable: column.sortable && column.id in fields })),
    goToPage: (next, replace) => write(pageSearch(next, defaultPageSize) as Partial<S>, replace),
    scope: JSON.stringify(search),
  };
}
