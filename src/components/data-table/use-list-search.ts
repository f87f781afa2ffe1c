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
  /**
   * The order of a list whose URL names none, shown in its header and asked of the server. A
   * click that would clear it asks for the other order instead (the list has no unsorted state).
   */
  defaultSort?: { sortBy: F; sortOrder: 'asc' | 'desc' };
  /** The filters a reset clears (the keyword is always one): they also pick the empty text. */
  filters?: readonly (keyof S & string)[];
  /** The page size when the URL names none, for a list that is not a table (a grid of cards). */
  defaultPageSize?: number;
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
  defaultSort,
  filters = [],
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: ListSearchOptions<S, F>): ListSearchState<S, F> {
  const fields = sortFields ?? {};
  const named = Object.values(fields).find((field) => field === search.sortBy);
  const sortBy = named ?? defaultSort?.sortBy;
  const sortOrder = named ? (search.sortOrder ?? 'desc') : (defaultSort?.sortOrder ?? 'desc');
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
  // Clearing the default order would show it again: the other order of its column instead.
  const unsorted = (): Partial<ListSearch<F>> =>
    defaultSort && sortBy === defaultSort.sortBy
      ? { sortBy, sortOrder: sortOrder === 'desc' ? 'asc' : 'desc' }
      : { sortBy: undefined, sortOrder: undefined };

  return {
    search,
    params,
    setSearch,
    reset: () => setSearch(cleared),
    filtered: ['keyword', ...filters].some((name) =>
      isSet((search as Record<string, unknown>)[name]),
    ),
    sorting: sortColumn === undefined ? null : { id: sortColumn, desc: sortOrder === 'desc' },
    onSortingChange: sortFields
      ? (next) =>
          setSearch(
            (next
              ? { sortBy: fields[next.id], sortOrder: next.desc ? 'desc' : 'asc' }
              : unsorted()) as Partial<S>,
          )
      : undefined,
    sortable: (columns) =>
      columns.map((column) => ({ ...column, sortable: column.sortable && column.id in fields })),
    goToPage: (next, replace) => write(pageSearch(next, defaultPageSize) as Partial<S>, replace),
    scope: JSON.stringify(search),
  };
}

/** The keys of a URL search that carry `P` (`backupPageNo`), named without it (`pageNo`). */
export type Unprefixed<P extends string, R> = {
  [K in keyof R & string as K extends `${P}${infer Rest}` ? Uncapitalize<Rest> : never]: R[K];
};

/**
 * The URL search of a list that shares its screen with another list: its keys carry a prefix
 * (`backupPageNo`, `backupStatus`), which `useListSearch` sees without it (`pageNo`, `status`).
 * What the list writes goes back under the prefixed keys; the other keys are kept.
 */
export function prefixedSearch<P extends string, R extends object>(
  prefix: P,
  search: R,
  navigate: SearchNavigate<R>,
): { search: Unprefixed<P, R>; navigate: SearchNavigate<Unprefixed<P, R>> } {
  const view = (full: R) =>
    Object.fromEntries(
      Object.entries(full).flatMap(([key, value]) => {
        const rest = key.slice(prefix.length);
        return key.startsWith(prefix) && /^[A-Z]/.test(rest)
          ? [[rest.charAt(0).toLowerCase() + rest.slice(1), value]]
          : [];
      }),
    ) as Unprefixed<P, R>;
  const back = (part: Unprefixed<P, R>) =>
    Object.fromEntries(
      Object.entries(part).map(([key, value]) => [
        prefix + key.charAt(0).toUpperCase() + key.slice(1),
        value,
      ]),
    ) as Partial<R>;
  return {
    search: view(search),
    navigate: ({ search: change, replace }) =>
      navigate({ search: (prev) => ({ ...prev, ...back(change(view(prev))) }), replace }),
  };
}
