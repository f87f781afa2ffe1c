import { describe, expect, it } from 'vitest';
import { collectPages, rowsToCsv, type CsvColumn } from './list-export';

interface Row {
  name: string;
  count: number | null;
}

const columns: CsvColumn<Row>[] = [
  { header: '名称', value: (r) => r.name },
  { header: '数量', value: (r) => r.count },
];

describe('rowsToCsv', () => {
  it('writes the heading, quotes what needs it and neutralises would-be formulas', () => {
    const text = rowsToCsv(columns, [
      { name: '上海试验一队', count: 3 },
      { name: '=HYPERLINK("x")', count: null },
      { name: '+1, -2', count: -4 },
      { name: '@SUM(A1)', count: 0 },
    ]);
    expect(text.split('\r\n')).toEqual([
      '名称,数量',
      '上海试验一队,3',
      `"'=HYPERLINK(""x"")",`,
      `"'+1, -2",'-4`,
      `'@SUM(A1),0`,
      '',
    ]);
  });
});

describe('collectPages', () => {
  it('asks page after page until the total is reached', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i);
    const asked: number[] = [];
    const rows = await collectPages(async (pageNo, pageSize) => {
      asked.push(pageNo);
      return { list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length };
    }, 3);
    expect(rows).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at the row limit and on an empty page', async () => {
    const rows = await collectPages(async () => ({ list: [1, 2], total: 100 }), 2, 5);
    expect(rows).toEqual([1, 2, 1, 2, 1]);
    const none = await collectPages(async () => ({ list: [], total: 5 }), 2);
    expect(none).toEqual([]);
  });
});
