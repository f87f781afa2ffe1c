import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import { db } from '../db';
import { get, listOf, post } from './checked-call';

setupMockServer();

const base = '/api/dataset/strategy';
const draft = {
  strategy_name: 'im_l7_brake',
  strategy_name_chn: '智己 L7 制动分析',
  strategy_type: 'raw',
  dbc_cfg: 'IM_L7_CH_CAN_V2.3.dbc',
  sigList: [{ signalId: 2100, name: 'BrkPedlPosn', nameChn: '制动踏板位置', unit: '%' }],
};

describe('dataset strategy mock', () => {
  it('lists ten strategies, some without a dashboard and one hostile URL', async () => {
    const page = await listOf(`${base}/list?pageSize=50`);
    expect(page.total).toBe(10);
    const rows = db.strategies.all();
    expect(rows.some((row) => row.grafanaUrls.length === 0)).toBe(true);
    expect(rows.some((row) => row.grafanaUrls[0]?.startsWith('javascript:'))).toBe(true);
  });

  it('filters by keyword and type, sorts by name and pages', async () => {
    const byKeyword = await listOf(`${base}/list?keyword=${encodeURIComponent('荣威')}`);
    expect(byKeyword.total).toBe(2);
    const raw = (await get(`${base}/list?strategy_type=raw&pageSize=50`)).data as {
      list: { strategy_type: string }[];
    };
    expect(raw.list.every((row) => row.strategy_type === 'raw')).toBe(true);
    const sorted = (await get(`${base}/list?sortBy=strategy_name&sortOrder=asc&pageSize=3`))
      .data as { list: { strategy_name: string }[]; pageSize: number };
    const names = sorted.list.map((row) => row.strategy_name);
    expect(names).toEqual([...names].sort());
    expect(sorted.pageSize).toBe(3);
  });

  it('creates, updates, attaches a dashboard and deletes with a GET', async () => {
    const created = await post(`${base}/save`, draft);
    expect(created.code).toBe(0);
    const id = (created.data as { id: number }).id;
    expect((await post(`${base}/save`, draft)).code).toBe(1409);

    const updated = await post(`${base}/update`, { id, ...draft, strategy_name_chn: '制动' });
    expect((updated.data as { strategy_name_chn: string }).strategy_name_chn).toBe('制动');

    expect((await get(`${base}/getGrafanaCfgUrl?id=${id}`)).code).toBe(1404);
    const url = 'https://grafana.vdaq.cn/d/brake/zhi-dong?orgId=1';
    expect(
      (await post(`${base}/appendGrafanaUrl`, { id, grafanaUrl: 'javascript:alert(1)' })).code,
    ).toBe(1400);
    await post(`${base}/appendGrafanaUrl`, { id, grafanaUrl: url });
    const again = await post(`${base}/appendGrafanaUrl`, { id, grafanaUrl: url });
    expect((again.data as { grafanaUrls: string[] }).grafanaUrls).toEqual([url]);
    expect((await get(`${base}/getGrafanaCfgUrl?id=${id}`)).data).toEqual({ url });

    expect((await get(`${base}/delete?id=${id}`)).code).toBe(0);
    expect(db.strategies.find(id)).toBeUndefined();
    expect((await get(`${base}/delete?id=${id}`)).code).toBe(1404);
  });

  it('refuses bodies outside the contract', async () => {
    expect((await post(`${base}/save`, { ...draft, sigList: [] })).code).toBe(1400);
    expect((await post(`${base}/update`, { ...draft })).code).toBe(1400);
  });

  it('saves a dataset from a strategy', async () => {
    const saved = await post('/api/dataset/save', { strategyId: 301, name: '十一月车速' });
    expect(saved.data).toMatchObject({ strategyId: 301, strategyName: '智己 L7 车速分析' });
    expect((await post('/api/dataset/save', { strategyId: 9999, name: 'x' })).code).toBe(1404);
  });
});
