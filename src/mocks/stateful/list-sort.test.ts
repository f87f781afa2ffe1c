import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import { db } from '../db';
import { listOf } from './checked-call';

setupMockServer();

const times = async (query: string): Promise<string[]> =>
  ((await listOf(`/api/operationLog/list?${query}`)).list as unknown as { time: string }[]).map(
    (log) => log.time,
  );

describe('sorted lists in the mock', () => {
  it('orders the whole operation log before paging: page 2 goes on where page 1 stops', async () => {
    const all = db.operationLogs
      .all()
      .map((log) => log.time)
      .sort();
    const first = await times('sortBy=time&sortOrder=asc&pageNo=1&pageSize=10');
    const second = await times('sortBy=time&sortOrder=asc&pageNo=2&pageSize=10');
    expect([...first, ...second]).toEqual(all.slice(0, 20));
    const newest = await times('pageNo=1&pageSize=10');
    expect(newest).toEqual(all.slice(-10).reverse());
  });

  it('sorts 下载中心 by the asked field', async () => {
    const jobs = (await listOf('/api/download/job/list?sortBy=name&sortOrder=asc&pageSize=1000'))
      .list as unknown as { name: string }[];
    const names = jobs.map((job) => job.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'zh-CN')));
  });
});
