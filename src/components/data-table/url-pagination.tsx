import { Pagination, type PaginationProps } from './pagination';

/** The paging part of a list's URL search. */
export interface PageSearch {
  pageNo?: number;
  pageSize?: number;
}

/**
 * What a route's `navigate` (`getRouteApi(...).useNavigate()`) accepts here: a search reducer.
 * Routes whose search has no `pageNo`/`pageSize` of type number are refused by the type checker.
 */
export type PageNavigate = (options: { search: <S extends PageSearch>(prev: S) => S }) => unknown;

/** The URL patch for a page: page 1 and the default page size are left out of the URL. */
export const pageSearch = (
  next: { pageNo: number; pageSize: number },
  defaultPageSize: number,
): PageSearch => ({
  pageNo: next.pageNo === 1 ? undefined : next.pageNo,
  pageSize: next.pageSize === defaultPageSize ? undefined : next.pageSize,
});

export interface UrlPaginationProps extends Omit<PaginationProps, 'onChange'> {
  /** The route's navigate; the rest of the URL search is kept. */
  navigate: PageNavigate;
  /** The page size the list uses when the URL names none. */
  defaultPageSize: number;
  /** Runs on every page change before the URL is written, e.g. to clear the selection. */
  onPageChange?: (next: { pageNo: number; pageSize: number }) => void;
}

/** Pagination whose page and page size live in the route's URL search. */
export function UrlPagination({
  navigate,
  defaultPageSize,
  onPageChange,
  ...props
}: UrlPaginationProps) {
  return (
    <Pagination
      {...props}
      onChange={(next) => {
        onPageChange?.(next);
        void navigate({ search: (prev) => ({ ...prev, ...pageSearch(next, defaultPageSize) }) });
      }}
    />
  );
}
