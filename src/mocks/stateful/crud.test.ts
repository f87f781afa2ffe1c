import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import { get, listOf, post } from './checked-call';
import { cases } from './crud-cases';

setupMockServer();

const detailOf = async (base: string, id: number, noDetail?: boolean) => {
  if (!noDetail) return get(`${base}/detail?id=${id}`);
  const { list } = await listOf(`${base}/list?pageSize=1000`);
  const row = list.find((r) => r.id === id);
  return { code: row ? 0 : 1404, data: row };
};

describe.each(cases)('$base round trip', ({ base, save, keyword, update, field, noDetail }) => {
  it('create → list → update → detail → delete → gone', async () => {
    const created = await post(`${base}/save`, save);
    expect(created.code).toBe(0);
    const id = (created.data as { id: number }).id;
    const found = await listOf(`${base}/list?keyword=${encodeURIComponent(keyword)}`);
    expect(found.list.map((row) => row.id)).toContain(id);
    expect((await post(`${base}/update`, { id, ...update })).code).toBe(0);
    const detail = (await detailOf(base, id, noDetail)).data as Record<string, unknown>;
    const expected = field.endsWith('Name') ? expect.any(String) : update[field];
    expect(detail[field]).toEqual(expected);
    expect((await post(`${base}/delete`, { ids: [id] })).code).toBe(0);
    expect((await detailOf(base, id, noDetail)).code).toBe(1404);
    expect(
      (await listOf(`${base}/list?keyword=${encodeURIComponent(keyword)}`)).list.map((r) => r.id),
    ).not.toContain(id);
  });
});
