import type { SortState } from '@/components/data-table';

import { DEFAULT_PAGE_SIZE } from '@/components/data-table/page-size';

export { DEFAULT_PAGE_SIZE };

/** The part of a list's URL search every paged list shares. */
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

/** The sort part of a list's URL search. */
export interface ListSort<S extends string = string> {
  sortBy?: S;
  sortOrder?: 'asc' | 'desc';
}

/**
 * Column id → the list call's sortBy field. Columns not named here are not sortable: a list paged
 * on the server can only be ordered by the server, never by the rows of one page.
 */
export type SortFields<S extends string> = Readonly<Record<string, S>>;

/** sortBy/sortOrder as the list call takes them; nothing when the URL names no known field. */
export const sortParams = <S extends string>(search: ListSort, fields: SortFields<S>) => {
  const sortBy = Object.values(fields).find((field) => field === search.sortBy);
  return sortBy ? { sortBy, sortOrder: search.sortOrder ?? 'desc' } : {};
};

/** The columns with sorting left only where the server sorts by the column. */
export const serverSortColumns = <C extends { id: string; sortable?: boolean }>(
  columns: readonly C[],
  fields: SortFields<string>,
): C[] =>
  columns.map((column) => ({ ...column, sortable: column.sortable && column.id in fields }));

/**
 * DataTable's server sort props: the header shows the URL's sort, and a click hands the new
 * sortBy/sortOrder to `onSort` (which also puts the list back on its first page).
 */
export const serverSortProps = <S extends string>(
  search: ListSort,
  fields: SortFields<S>,
  onSort: (patch: ListSort<S>) => void,
) => {
  const id = Object.keys(fields).find((column) => fields[column] === search.sortBy);
  const sorting: SortState | null =
    id === undefined ? null : { id, desc: (search.sortOrder ?? 'desc') === 'desc' };
  return {
    sorting,
    onSortingChange: (next: SortState | null) =>
      onSort({
        sortBy: next ? fields[next.id] : undefined,
        sortOrder: next ? (next.desc ? 'desc' : 'asc') : undefined,
      }),
  };
};
