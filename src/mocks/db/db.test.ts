import { describe, expect, it } from 'vitest';

import { getGetEnumsResponseMock } from '../../api/generated/endpoints/session/session.msw';
import { Collection, db, paginate, readPageQuery, resetDb } from '.';

const snapshot = () => ({
  users: db.users.all(),
  roles: db.roles.all(),
  tags: db.customerTags.all(),
});

describe('mock store', () => {
  it('is seeded the same way on every reset, whatever used faker in between', () => {
    resetDb();
    const first = snapshot();
    getGetEnumsResponseMock();
    db.customerTags.insert({ name: '新标签', description: '', createdAt: '2026-11-20T00:00:00Z' });
    resetDb();
    expect(snapshot()).toEqual(first);
    expect(first.users.length).toBeGreaterThan(10);
    expect(first.tags.map((t) => t.name)).toContain('上汽乘用车');
  });

  it('holds the demo administrator with every authority code', () => {
    resetDb();
    const admin = db.users.findBy((u) => u.username === 'admin');
    expect(admin?.roleIds).toEqual([1]);
    expect(db.roles.find(1)?.authorities).toContain('system:account-delete');
  });

  it('keeps ids in sequence and hands out copies', () => {
    const items = new Collection<{ id: number; name: string }>([{ name: 'a' }, { name: 'b' }]);
    const c = items.insert({ name: 'c' });
    expect(c.id).toBe(3);
    c.name = 'changed';
    expect(items.find(3)?.name).toBe('c');
    expect(items.update(3, { name: 'd' })?.name).toBe('d');
    expect(items.remove(1)).toBe(true);
    expect(items.removeMany([2, 99])).toBe(1);
    expect(items.all().map((i) => i.id)).toEqual([3]);
    expect(items.insert({ name: 'e' }).id).toBe(4);
  });

  it('pages with the contract defaults', () => {
    const query = readPageQuery(new URLSearchParams('pageNo=2&pageSize=3'));
    expect(paginate([1, 2, 3, 4, 5, 6, 7], query)).toEqual({
      pageNo: 2,
      pageSize: 3,
      total: 7,
      list: [4, 5, 6],
    });
    expect(readPageQuery(new URLSearchParams('pageNo=abc'))).toEqual({ pageNo: 1, pageSize: 20 });
  });
});
