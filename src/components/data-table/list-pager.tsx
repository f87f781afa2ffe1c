import { useEffect } from 'react';

import { lastPage, Pagination } from './pagination';

export interface ListPagerProps {
  page: { pageNo: number; pageSize: number; total: number };
  /** Moves to a page; `replace` corrects the URL entry rather than adding one. */
  onPage: (next: { pageNo: number; pageSize: number }, replace?: boolean) => void;
}

/**
 * The pager of a list whose page lives in the URL. A page past the last one (its rows deleted, or
 * a link from when there were more) moves to the last page that has rows, replacing the URL,
 * instead of showing an empty list that the pager cannot leave.
 */
export function ListPager({ page, onPage }: ListPagerProps) {
  const { pageNo, pageSize, total } = page;
  const last = lastPage(total, pageSize);
  const beyond = pageNo > last;
  useEffect(() => {
    if (beyond) onPage({ pageNo: last, pageSize }, true);
    // Only a page beyond the last (or a different last page) calls for a move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beyond, last, pageSize]);
  return <Pagination pageNo={pageNo} pageSize={pageSize} total={total} onChange={onPage} />;
}
