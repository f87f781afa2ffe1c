import { describe, expect, it } from 'vitest';
import { pageSearch, prefixedSearch } from './use-list-search';

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
