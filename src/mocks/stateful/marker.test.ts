import { describe, expect, it } from 'vitest';

import { call, setupMockServer } from '@/testing/mock-server';

import { db } from '../db';
import { get, post } from './checked-call';
import { markerRecordsCsv } from './marker';

setupMockServer();

const base = '/zd-proxy/api/trace/marker';
interface Page {
  total: number;
  list: { id: number; ruleId: number; vin: string; status: number; timeStamp: string }[];
}
const list = async (query: string): Promise<Page> =>
  (await get(`${base}/rule_rcd/list?${query}`)).data as Page;

describe('marker rule record mock', () => {
  it('holds about 300 records of six rules over the last 30 days', () => {
    const rows = db.markerRecords.all();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((row) => row.ruleId)).size).toBe(6);
    const vins = new Set(db.vehicles.all().map((car) => car.vin));
    expect(rows.every((row) => vins.has(row.vin))).toBe(true);
    const oldest = Math.min(...rows.map((row) => Date.parse(row.timeStamp)));
    expect(Date.now() - oldest).toBeLessThanOrEqual(31 * 86_400_000);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
  });

  it('filters by rule, VIN, status and time with the contract names, and pages', async () => {
    const sample = db.markerRecords.all()[10];
    const vin = sample?.vin ?? '';
    const page = await list(`ruleId=7&vin=${vin}&status=0&pageSize=100`);
    expect(page.list.every((r) => r.ruleId === 7 && r.vin === vin && r.status === 0)).toBe(true);

    const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const recent = await list(`startTime=${encodeURIComponent(from)}&pageSize=1000`);
    expect(recent.list.every((r) => Date.parse(r.timeStamp) >= Date.parse(from))).toBe(true);
    expect(recent.total).toBeLessThan(300);

    const second = await list('pageNo=2&pageSize=25');
    expect(second.list).toHaveLength(25);
    expect(second.total).toBe(300);
    const times = second.list.map((r) => Date.parse(r.timeStamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers one record, updates status and remark, and finds records by ids in order', async () => {
    expect((await get(`${base}/rule_rcd?id=90005`)).data).toMatchObject({ id: 90005 });
    expect((await get(`${base}/rule_rcd?id=1`)).code).toBe(1404);
    const updated = await post(`${base}/rule_rcd/update`, { id: 90005, status: 2, remark: '重复' });
    expect(updated.data).toMatchObject({ status: 2, remark: '重复' });
    expect(db.markerRecords.find(90005)?.status).toBe(2);
    expect((await post(`${base}/rule_rcd/update`, { id: 90005, status: 5 })).code).toBe(1400);

    const found = await post(`${base}/rule_rcds`, { ids: [90003, 1, 90001] });
    expect((found.data as { id: number }[]).map((r) => r.id)).toEqual([90003, 90001]);
    expect((await post(`${base}/rule_rcds`, { ids: [] })).code).toBe(1400);
  });

  it('counts hits per rule per day within the window', async () => {
    const end = new Date();
    const start = new Date(end.getTime() - 7 * 86_400_000);
    const answer = await post(`${base}/rule_rcd/board`, {
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      interval: 'day',
    });
    const board = answer.data as {
      series: { ruleId: number; total: number; points: { count: number }[] }[];
    };
    expect(board.series).toHaveLength(6);
    const inWindow = db.markerRecords.filter((r) => {
      const at = Date.parse(r.timeStamp);
      return at >= start.getTime() && at <= end.getTime();
    });
    board.series.forEach((s) => {
      expect(s.points.reduce((sum, p) => sum + p.count, 0)).toBe(s.total);
      expect(s.total).toBe(inWindow.filter((r) => r.ruleId === s.ruleId).length);
      expect(s.points.length).toBeGreaterThanOrEqual(7);
    });
    const one = await post(`${base}/rule_rcd/board`, {
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      interval: 'hour',
      ruleIds: [8],
    });
    expect((one.data as { series: unknown[] }).series).toHaveLength(1);
    const backwards = { startTime: end.toISOString(), endTime: start.toISOString() };
    expect((await post(`${base}/rule_rcd/board`, backwards)).code).toBe(1400);
  });

  it('exports the filtered records as CSV with a Chinese header and no BOM', async () => {
    const { body } = markerRecordsCsv(new URLSearchParams('ruleId=9'));
    expect(body.charCodeAt(0)).not.toBe(0xfeff);
    const lines = body.trim().split('\r\n');
    expect(lines[0]).toBe('记录ID,规则,VIN,车牌,端口,命中时间,信号,信号值,状态,备注');
    expect(lines.slice(1).every((line) => line.split(',')[1] === '制动踏板突变')).toBe(true);
    expect(lines).toHaveLength(db.markerRecords.filter((r) => r.ruleId === 9).length + 1);
    const response = await call(`${base}/rule_rcd/list2csv?ruleId=9`);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
  });
});
