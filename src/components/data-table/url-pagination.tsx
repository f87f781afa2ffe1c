import { ListPager } from './list-pager';
import type { PaginationProps } from './pagination';
import { pageSearch } from './use-list-search';

/** The paging part of a list's URL search. */
export interface PageSearch {
  pageNo?: number;
  pageSize?: number;
}

/**
 * What a route's `navigate` (`getRouteApi(...).useNavigate()`) accepts here: a search reducer.
 * Routes whose search has no `pageNo`/`pageSize` of type number are refused by the type checker.
 */
export type PageNavigate = (options: {
  search: <S extends PageSearch>(prev: S) => S;
  replace?: boolean;
}) => unknown;

export interface UrlPaginationProps extends Omit<PaginationProps, 'onChange' | 'pageSizes'> {
  /** The route's navigate; the rest of the URL search is kept. */
  navigate: PageNavigate;
  /** The page size the list uses when the URL names none (the console's default otherwise). */
  defaultPageSize?: number;
  /** Runs on every page change before the URL is written, e.g. to clear the selection. */
  onPageChange?: (next: { pageNo: number; pageSize: number }) => void;
}

/** The pager of a list that is not on `useListSearch` (a list inside a panel of its screen). */
export function UrlPagination({
  navigate,
  onPageChange,
  defaultPageSize,
  ...page
}: UrlPaginationProps) {
  return (
    <ListPager
      page={page}
      onPage={(next, replace) => {
        onPageChange?.(next);
        void navigate({
          search: (prev) => ({ ...prev, ...pageSearch(next, defaultPageSize) }),
          replace,
        });
      }}
    />
  );
}
