import { describe, expect, it } from 'vitest';

import { parseIdList } from './parse-ids';

describe('batch look-up ids', () => {
  it('reads ids separated by commas, spaces and new lines, dropping repeats', () => {
    expect(parseIdList('90001, 90002 90003\n90004，90005\t90001')).toEqual({
      ids: [90001, 90002, 90003, 90004, 90005],
    });
    expect(parseIdList('  7  ')).toEqual({ ids: [7] });
  });

  it('refuses anything but positive integers, naming the bad entry', () => {
    expect(parseIdList('')).toEqual({ ids: [], error: '请填写至少一个记录编号' });
    expect(parseIdList(' ,\n ').error).toBe('请填写至少一个记录编号');
    expect(parseIdList('90001, abc').error).toBe('「abc」不是正整数编号');
    expect(parseIdList('0').error).toBe('「0」不是正整数编号');
    expect(parseIdList('-5').error).toBe('「-5」不是正整数编号');
    expect(parseIdList('1.5').error).toBe('「1.5」不是正整数编号');
    expect(parseIdList('1e3').error).toBe('「1e3」不是正整数编号');
    expect(parseIdList('99999999999999999999').error).toBe(
      '「99999999999999999999」不是正整数编号',
    );
  });

  it('caps a look-up at 500 ids', () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect(parseIdList(many).error).toBe('一次最多查询 500 个编号');
    expect(parseIdList(many.split(',').slice(0, 500).join(',')).ids).toHaveLength(500);
  });
});
