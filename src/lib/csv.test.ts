import { describe, expect, it } from 'vitest';

import { csvBlob, csvCell, parseCsv, toCsv, withBom } from './csv';

const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('writing CSV', () => {
  it('starts with exactly one UTF-8 BOM', async () => {
    expect(withBom('a\r\n')).toBe('\uFEFFa\r\n');
    expect(withBom('\uFEFFa\r\n')).toBe('\uFEFFa\r\n');
    const head = await bytes(csvBlob('序列号\r\n'));
    expect(head.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(head.slice(3, 6)).not.toEqual([0xef, 0xbb, 0xbf]);
  });

  it('turns would-be formulas into text and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+86')).toBe("'+86");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('两行\n文本')).toBe('"两行\n文本"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(
      toCsv([
        ['序列号', '名称'],
        ['VD1', '一号'],
      ]),
    ).toBe('序列号,名称\r\nVD1,一号\r\n');
  });
});

describe('parseCsv', () => {
  it('reads quotes, commas and line breaks inside cells, CRLF and LF, and drops the BOM', () => {
    const text = '\uFEFF序列号,名称\r\n"VD,1","说""明""\r\n第二行"\nVD2,二号\r\n';
    expect(parseCsv(text)).toEqual([
      ['序列号', '名称'],
      ['VD,1', '说"明"\r\n第二行'],
      ['VD2', '二号'],
    ]);
  });

  it('skips empty lines, keeps empty cells, reads a last line without a line end', () => {
    expect(parseCsv('a,b\r\n\r\n,\r\n1,\n\n2,3')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', '3'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads back what toCsv writes', () => {
    const rows = [
      ['a', 'b,c', 'd"e'],
      ['第二', '行\n换', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
