import { describe, expect, it } from 'vitest';

import {
  searchEnum,
  searchId,
  searchInt,
  searchIntList,
  searchPage,
  searchSchema,
  searchSort,
  searchText,
  searchTextList,
} from './search-params';

const validate = searchSchema({
  pageNo: searchPage,
  status: searchInt,
  keyword: searchText,
  ids: searchIntList,
  vins: searchTextList,
  type: searchEnum(['day', 'week', 'month']),
  sortOrder: searchSort,
});

describe('search params', () => {
  it('takes a record id only as a positive integer', () => {
    expect([searchId('12'), searchId(7), searchId('0'), searchId('-3'), searchId('x')]).toEqual([
      12,
      7,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads valid values, also from strings and comma lists', () => {
    expect(
      validate({
        pageNo: '3',
        status: 0,
        keyword: '  BMS ',
        ids: '3,1,3',
        vins: ['A', ' ', 'B'],
        type: 'week',
        sortOrder: 'desc',
      }),
    ).toEqual({
      pageNo: 3,
      status: 0,
      keyword: 'BMS',
      ids: [3, 1],
      vins: ['A', 'B'],
      type: 'week',
      sortOrder: 'desc',
    });
  });

  it('drops invalid values instead of failing, and unknown keys', () => {
    expect(
      validate({
        pageNo: '0',
        status: '-1',
        keyword: '   ',
        ids: 'x,y',
        vins: [{}],
        type: 'year',
        sortOrder: 'up',
        other: 'kept?',
      }),
    ).toEqual({});
    expect(validate({ pageNo: '1.5', status: '1e400', ids: [1, 'x', 2.5] })).toEqual({
      ids: [1],
    });
    expect(validate({ pageNo: '99999999999999999999' })).toEqual({});
  });

  it('names every field it drops, so laid over the raw search (as the router does) it wins', () => {
    const raw = { ids: {}, type: 'year', keyword: 'ok' };
    const merged: Record<string, unknown> = { ...raw, ...validate(raw) };
    expect(merged.ids).toBeUndefined();
    expect(merged.type).toBeUndefined();
    expect(merged.keyword).toBe('ok');
  });

  it('caps free text at 100 characters', () => {
    expect(validate({ keyword: 'x'.repeat(500) }).keyword).toHaveLength(100);
  });
});
