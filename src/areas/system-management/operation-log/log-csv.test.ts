import { describe, expect, it } from 'vitest';

import { csvBlob, parseCsv } from '@/lib/csv';

import { logCsv } from './log-csv';

describe('operation log CSV', () => {
  it('is Excel-safe: a BOM, and cells starting with = + - @ turned into text', async () => {
    const text = logCsv([
      {
        id: 1,
        username: '=cmd|calc',
        action: 'delete',
        target: '+SUM(A1)',
        ip: '-1',
        result: 'failure',
        time: '2026-11-20T02:00:00Z',
        request: '@evil',
        message: '当前状态不允许此操作',
      },
    ]);
    const bytes = new Uint8Array(await csvBlob(text).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = parseCsv(new TextDecoder().decode(bytes));
    expect(header?.[0]).toBe('时间');
    expect(row?.slice(1)).toEqual([
      "'=cmd|calc",
      '删除',
      "'+SUM(A1)",
      "'-1",
      '失败',
      '当前状态不允许此操作',
      "'@evil",
    ]);
  });
});
