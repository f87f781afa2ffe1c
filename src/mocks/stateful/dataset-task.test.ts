import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import type { DatasetTask } from '../../api/generated/model';
import { db } from '../db';
import { get, post } from './checked-call';

setupMockServer();

const P = '/zd-proxy/api/dataset_task';

interface TaskPage {
  total: number;
  list: DatasetTask[];
}

const list = async (query = ''): Promise<TaskPage> => {
  const answer = await get(`${P}/list${query ? `?${query}` : ''}`);
  expect(answer.code).toBe(0);
  return answer.data as TaskPage;
};

const one = async (id: number): Promise<DatasetTask> =>
  (await get(`${P}?id=${id}`)).data as DatasetTask;

const firstWith = (status: number): DatasetTask => {
  const task = db.datasetTasks.findBy((t) => t.status === status);
  if (!task) throw new Error(`no seeded task with status ${status}`);
  return task;
};

const body = (vin: string) => ({
  name: '新任务',
  strategyId: 301,
  vins: [vin],
  versions: [12],
  portTypes: ['CAN'],
  startTime: '2026-11-01T00:00:00+08:00',
  endTime: '2026-11-15T23:59:59+08:00',
});

describe('dataset task mock', () => {
  it('seeds about forty tasks over every status and answers the option lists', async () => {
    const page = await list('pageSize=100');
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(new Set(page.list.map((t) => t.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    const vins = (await get(`${P}/get_vins`)).data as string[];
    expect(vins).toEqual(db.vehicles.all().map((v) => v.vin));
    const versions = (await get(`${P}/get_versions`)).data as { id: number }[];
    expect(versions.map((v) => v.id)).toContain(12);
    expect((await get(`${P}/get_port_types`)).data).toContain('CAN');
  });

  it('filters with repeated array params, by status and keyword, with matching totals', async () => {
    const vin = db.vehicles.all()[0]?.vin ?? '';
    const other = db.vehicles.all()[1]?.vin ?? '';
    const expected = db.datasetTasks.filter((t) => t.vins.includes(vin) || t.vins.includes(other));
    const byVin = await list(`vins=${vin}&vins=${other}&pageSize=5`);
    expect(byVin.total).toBe(expected.length);
    expect(byVin.list.length).toBe(Math.min(5, expected.length));
    byVin.list.forEach((t) => expect(t.vins.some((v) => v === vin || v === other)).toBe(true));

    const byVersion = await list('versions=12&versions=13&pageSize=100');
    byVersion.list.forEach((t) => expect(t.versions.some((v) => v.id <= 13)).toBe(true));
    const byPort = await list('portTypes=LIN&pageSize=100');
    expect(byPort.total).toBeGreaterThan(0);
    byPort.list.forEach((t) => expect(t.portTypes).toContain('LIN'));
    const failed = await list('status=4&pageSize=100');
    expect(failed.total).toBe(db.datasetTasks.filter((t) => t.status === 4).length);
    const named = await list(`keyword=${encodeURIComponent('充放电')}`);
    named.list.forEach((t) => expect(t.name).toContain('充放电'));
  });

  it('sorts by the contract fields in both directions', async () => {
    const asc = await list('sortBy=name&sortOrder=asc&pageSize=100');
    const names = asc.list.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    const desc = await list('sortBy=progress&sortOrder=desc&pageSize=100');
    const progress = desc.list.map((t) => t.progress);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
  });

  it('runs a task through 运行中 to 已完成 over a few reads', async () => {
    const task = firstWith(0);
    const running = firstWith(1);
    const run = await post(`${P}/run`, { id: task.id });
    expect(run.code).toBe(0);
    expect((run.data as DatasetTask).status).toBe(1);
    const seen: number[] = [];
    for (let read = 0; read < 5; read += 1) seen.push((await one(task.id)).status);
    expect(seen[0]).toBe(1);
    expect(seen.at(-1)).toBe(2);
    expect((await one(task.id)).progress).toBe(100);
    // A task that is running cannot be run twice.
    expect((await post(`${P}/run`, { id: task.id })).code).toBe(0);
    expect((await post(`${P}/run`, { id: task.id })).code).not.toBe(0);
    // Seeded running tasks end too.
    expect(db.datasetTasks.find(running.id)?.status).toBe(2);
  });

  it('stops a running task and refuses to stop one that is not running', async () => {
    const task = firstWith(1);
    expect((await post(`${P}/stop`, { id: task.id })).code).toBe(0);
    expect(db.datasetTasks.find(task.id)?.status).toBe(3);
    expect((await post(`${P}/stop`, { id: task.id })).code).not.toBe(0);
  });

  it('deletes by ids, but not a running task', async () => {
    const done = db.datasetTasks.filter((t) => t.status === 2).slice(0, 2);
    const before = db.datasetTasks.size;
    expect((await post(`${P}/delete`, { ids: done.map((t) => t.id) })).code).toBe(0);
    expect(db.datasetTasks.size).toBe(before - 2);
    expect((await post(`${P}/delete`, { ids: [firstWith(1).id] })).code).not.toBe(0);
    expect((await post(`${P}/delete`, { wrong: true })).code).not.toBe(0);
  });

  it('adds and updates tasks, validating the bodies', async () => {
    const vin = db.vehicles.all()[2]?.vin ?? '';
    const added = await post(`${P}/add`, body(vin));
    expect(added.code).toBe(0);
    const task = added.data as DatasetTask;
    expect(task).toMatchObject({ status: 0, strategyName: '智己 L7 车速分析', vins: [vin] });
    expect(task.versions).toEqual([{ id: 12, name: 'V2.3.1' }]);
    expect((await list(`keyword=${encodeURIComponent('新任务')}`)).total).toBe(1);

    const updated = await post(`${P}/update`, { ...body(vin), id: task.id, name: '改名任务' });
    expect(updated.code).toBe(0);
    expect((await one(task.id)).name).toBe('改名任务');

    const reversed = { ...body(vin), endTime: '2026-10-01T00:00:00+08:00' };
    expect((await post(`${P}/add`, reversed)).code).not.toBe(0);
    expect((await post(`${P}/add`, { ...body(vin), vins: [] })).code).not.toBe(0);
    expect((await post(`${P}/add`, { ...body(vin), strategyId: 999_999 })).code).not.toBe(0);
    expect((await post(`${P}/update`, { ...body(vin), id: firstWith(1).id })).code).not.toBe(0);
  });
});
