import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';

import {
  collectExportRows,
  collectPages,
  type CsvColumn,
  EXPORT_MAX_ROWS,
  exportFailureText,
  ExportTooLargeError,
  rowsToCsv,
} from './list-export';

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

describe('collectExportRows', () => {
  it('collects every row up to and including the cap', async () => {
    const all = Array.from({ length: 5 }, (_, i) => i);
    const rows = await collectExportRows(
      async (pageNo, pageSize) => ({
        list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: all.length,
      }),
      2,
      5,
    );
    expect(rows).toEqual(all);
  });

  it('refuses a list longer than the cap on its first page, saying so', async () => {
    const asked: number[] = [];
    const run = collectExportRows(
      async (pageNo) => {
        asked.push(pageNo);
        return { list: [1, 2], total: 6 };
      },
      2,
      5,
    );
    await expect(run).rejects.toBeInstanceOf(ExportTooLargeError);
    await expect(run).rejects.toThrow('一次最多导出 5 条，请缩小筛选范围');
    expect(asked).toEqual([1]);
  });

  it('refuses when the list grows past the cap while being read', async () => {
    let total = 4;
    const run = collectExportRows(
      async () => {
        const page = { list: [1, 2], total };
        total = 6;
        return page;
      },
      2,
      5,
    );
    await expect(run).rejects.toThrow('一次最多导出 5 条，请缩小筛选范围');
  });

  it('caps at EXPORT_MAX_ROWS unless told otherwise', async () => {
    await expect(
      collectExportRows(async () => ({ list: [1], total: EXPORT_MAX_ROWS + 1 })),
    ).rejects.toThrow(`一次最多导出 ${EXPORT_MAX_ROWS} 条，请缩小筛选范围`);
  });
});

describe('exportFailureText', () => {
  it('gives the refusal of the cap, a failed call, else the fallback', () => {
    expect(exportFailureText(new ExportTooLargeError(10_000), '导出失败')).toBe(
      '一次最多导出 10000 条，请缩小筛选范围',
    );
    expect(exportFailureText(new ApiError('timeout', '网络请求超时'), '导出失败')).toBe(
      '网络请求超时',
    );
    expect(exportFailureText(new TypeError('x is undefined'), '导出失败')).toBe('导出失败');
  });
});
