import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListSearch, type ListSearch, type SearchNavigate } from './use-list-search';

type Search = ListSearch<'createdAt' | 'name'>;

/** The list of one URL search, and the search its last change wrote. */
const listOf = (search: Search) => {
  const navigate = vi.fn<SearchNavigate<Search>>();
  const list = renderHook(() =>
    useListSearch({
      search,
      navigate,
      sortFields: { createdAt: 'createdAt', name: 'name' },
      defaultSort: { id: 'createdAt', desc: true },
    }),
  ).result.current;
  const written = () => {
    const options = navigate.mock.calls.at(-1)?.[0];
    return options?.search(search);
  };
  return { list, written };
};

describe('useListSearch with a default sort', () => {
  it('sends and shows the default order while the URL names none', () => {
    const { list } = listOf({});
    expect(list.params).toEqual({
      pageNo: 1,
      pageSize: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(list.sorting).toEqual({ id: 'createdAt', desc: true });
  });

  it('lets the URL choose another order', () => {
    const { list } = listOf({ sortBy: 'name', sortOrder: 'asc' });
    expect(list.params).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
    expect(list.sorting).toEqual({ id: 'name', desc: false });
  });

  it('turns the default column round instead of leaving the list unsorted', () => {
    const { list, written } = listOf({ pageNo: 3 });
    list.onSortingChange?.(null);
    expect(written()).toEqual({ pageNo: undefined, sortBy: 'createdAt', sortOrder: 'asc' });
  });

  it('goes back to the default order when another column is cleared', () => {
    const { list, written } = listOf({ sortBy: 'name', sortOrder: 'desc' });
    list.onSortingChange?.(null);
    expect(written()).toEqual({ pageNo: undefined, sortBy: undefined, sortOrder: undefined });
  });
});
