import type { SortState } from '@/components/data-table';

export const DEFAULT_PAGE_SIZE = 20;

/** The part of a master list's URL search every list shares. */
export interface ListPaging<S extends string = string> {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  sortBy?: S;
  sortOrder?: 'asc' | 'desc';
}

/** Paging, keyword and sort as the list calls take them (defaults applied, empty left out). */
export const pagingParams = <S extends string>(search: ListPaging, sortable: readonly S[]) => {
  const sortBy = sortable.find((field) => field === search.sortBy);
  return {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(sortBy ? { sortBy, sortOrder: search.sortOrder ?? 'desc' } : {}),
  };
};

export const sortStateOf = (search: ListPaging): SortState | null =>
  search.sortBy ? { id: search.sortBy, desc: (search.sortOrder ?? 'desc') === 'desc' } : null;

/** True when any of the named search fields is set: the reset button and the empty text use it. */
export const anySet = (search: object, names: readonly string[]): boolean =>
  names.some((name) => {
    const value = (search as Record<string, unknown>)[name];
    return value !== undefined && value !== '';
  });
