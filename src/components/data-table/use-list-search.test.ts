import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  type ListSearch,
  pageSearch,
  prefixedSearch,
  type SearchNavigate,
  useListSearch,
} from './use-list-search';

type Field = 'time' | 'name';
type Search = ListSearch<Field>;

/** The search a list writes, starting from `search`: each write is applied in turn. */
const setup = (search: Search) => {
  const written: Search[] = [];
  const navigate: SearchNavigate<Search> = ({ search: next }) => written.push(next(search));
  const { result } = renderHook(() =>
    useListSearch<Search, Field>({
      search,
      navigate,
      sortFields: { time: 'time', name: 'name' },
      defaultSort: { sortBy: 'time', sortOrder: 'desc' },
    }),
  );
  return { list: result.current, written };
};

describe('useListSearch with a default sort', () => {
  it('shows and asks for the default order while the URL names none', () => {
    const { list } = setup({});
    expect(list.sorting).toEqual({ id: 'time', desc: true });
    expect(list.params).toMatchObject({ sortBy: 'time', sortOrder: 'desc' });
  });

  it('asks for the other order of the default column instead of clearing it', () => {
    const { list, written } = setup({ pageNo: 3 });
    list.onSortingChange?.(null);
    expect(written).toEqual([{ pageNo: undefined, sortBy: 'time', sortOrder: 'asc' }]);
  });

  it('goes back to the default order when another column is cleared', () => {
    const { list, written } = setup({ sortBy: 'name', sortOrder: 'desc' });
    expect(list.sorting).toEqual({ id: 'name', desc: true });
    list.onSortingChange?.(null);
    expect(written).toEqual([{ pageNo: undefined, sortBy: undefined, sortOrder: undefined }]);
  });
});

interface ScreenSearch {
  pageNo?: number;
  keyword?: string;
  backupPageNo?: number;
  backupStatus?: string;
  backups?: number;
}

describe('prefixedSearch', () => {
  it('shows a list the keys of its prefix only, without the prefix', () => {
    const { search } = prefixedSearch<'backup', ScreenSearch>(
      'backup',
      { pageNo: 3, keyword: 'a', backupPageNo: 2, backupStatus: 'failed', backups: 1 },
      () => undefined,
    );
    expect(search).toEqual({ pageNo: 2, status: 'failed' });
  });

  it('writes what the list changes back under the prefix and keeps the other keys', () => {
    const written: ScreenSearch[] = [];
    const prev: ScreenSearch = { pageNo: 3, backupPageNo: 2, backupStatus: 'failed' };
    const { navigate } = prefixedSearch<'backup', ScreenSearch>('backup', prev, (options) =>
      written.push(options.search(prev)),
    );
    navigate({ search: (view) => ({ ...view, pageNo: undefined, status: 'running' }) });
    expect(written).toEqual([{ pageNo: 3, backupPageNo: undefined, backupStatus: 'running' }]);
    navigate({ search: (view) => ({ ...view, ...pageSearch({ pageNo: 4, pageSize: 10 }, 10) }) });
    expect(written[1]).toEqual({ pageNo: 3, backupPageNo: 4, backupStatus: 'failed' });
  });
});
