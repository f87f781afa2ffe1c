import { describe, expect, it } from 'vitest';

import { NotTextError, readCsvFile } from './read-csv-file';

describe('readCsvFile', () => {
  it('reads UTF-8 with and without BOM', async () => {
    const plain = await readCsvFile(new Blob(['车型,VIN\r\n']));
    expect(plain).toEqual({ text: '车型,VIN\r\n', encoding: 'utf-8' });
    const bom = await readCsvFile(new Blob(['\uFEFF车型\r\n']));
    expect(bom.encoding).toBe('utf-8');
  });

  it('reads the GBK that Excel writes and says so', async () => {
    // "车型" in GBK: B3 B5 D0 CD
    const gbk = new Uint8Array([0xb3, 0xb5, 0xd0, 0xcd, 0x0d, 0x0a]);
    expect(await readCsvFile(new Blob([gbk]))).toEqual({ text: '车型\r\n', encoding: 'gbk' });
  });

  it('refuses a file that is not text, such as an image', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await expect(readCsvFile(new Blob([png]))).rejects.toBeInstanceOf(NotTextError);
  });
});
