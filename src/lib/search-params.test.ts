import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  searchEnum,
  searchInt,
  searchIntList,
  searchPage,
  searchSort,
  searchText,
  searchTextList,
} from './search-params';

const schema = z.object({
  pageNo: searchPage,
  status: searchInt,
  keyword: searchText,
  ids: searchIntList,
  vins: searchTextList,
  type: searchEnum(['day', 'week', 'month']),
  sortOrder: searchSort,
});

describe('search params', () => {
  it('reads valid values, also from strings and comma lists', () => {
    expect(
      schema.parse({
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

  it('turns invalid values into absent ones instead of failing', () => {
    const parsed = schema.parse({
      pageNo: '0',
      status: '-1',
      keyword: '   ',
      ids: 'x,y',
      vins: [{}],
      type: 'year',
      sortOrder: 'up',
    });
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true);
    expect(schema.parse({ pageNo: '1.5', status: '1e400' })).toEqual({});
  });

  it('caps free text at 100 characters', () => {
    expect(schema.parse({ keyword: 'x'.repeat(500) }).keyword).toHaveLength(100);
  });
});
