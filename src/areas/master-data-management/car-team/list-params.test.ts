import { describe, expect, it } from 'vitest';
import { isFiltered, toListParams } from './list-params';

describe('car team list params', () => {
  it('applies the defaults and passes the filters under the call names', () => {
    expect(toListParams({})).toEqual({ pageNo: 1, pageSize: 20 });
    expect(toListParams({ pageNo: 2, pageSize: 50, keyword: '上海', userTagId: 1 })).toEqual({
      pageNo: 2,
      pageSize: 50,
      keyword: '上海',
      userTagId: 1,
    });
    expect(isFiltered({ pageNo: 4 })).toBe(false);
    expect(isFiltered({ userTagId: 3 })).toBe(true);
  });
});
