import { describe, expect, it } from 'vitest';

import { csvBlob, exportFileName, withBom } from './csv-file';

const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('marker CSV file', () => {
  it('starts with exactly one UTF-8 BOM', async () => {
    expect(withBom('记录ID\r\n')).toBe('\uFEFF记录ID\r\n');
    expect(withBom('\uFEFF记录ID\r\n')).toBe('\uFEFF记录ID\r\n');
    const blob = csvBlob('记录ID,规则\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const head = await bytes(blob);
    expect(head.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(head.slice(3, 6)).not.toEqual([0xef, 0xbb, 0xbf]);
    expect((await bytes(csvBlob('\uFEFFa'))).length).toBe(4);
  });

  it('is named after the local day', () => {
    expect(exportFileName(new Date(2026, 10, 22, 23, 59))).toBe('标记规则记录-20261122.csv');
  });
});
