import { useEffect } from 'react';
import { lastPage, Pagination, type PaginationProps } from './pagination';

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

/**
 * Pagination whose page and page size live in the route's URL search. A page past the last one
 * (its rows deleted, or a link from when there were more) moves to the last page that has rows,
 * replacing the URL, instead of showing an empty list that the pager cannot leave.
 */
export function UrlPagination({
  navigate,
  defaultPageSize,
  onPageChange,
  ...props
}: UrlPaginationProps) {
  const go = (next: { pageNo: number; pageSize: number }, replace = false) => {
    onPageChange?.(next);
    void navigate({
      search: (prev) => ({ ...prev, ...pageSearch(next, defaultPageSize) }),
      replace,
    });
  };
  const { pageNo, pageSize, total } = props;
  const last = lastPage(total, pageSize);
  const beyond = pageNo > last;
  useEffect(() => {
    if (beyond) go({ pageNo: last, pageSize }, true);
    // Only a page beyond the last (or a different last page) calls for a move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beyond, last, pageSize]);
  return <Pagination {...props} onChange={(next) => go(next)} />;
}
