import { describe, expect, it } from 'vitest';

import { call, setupMockServer } from '@/testing/mock-server';

import type { Device } from '../../api/generated/model';
import { db } from '../db';
import { get, listOf, post } from './checked-call';

setupMockServer();

describe('paging and filters', () => {
  it('pages vehicles and filters them by keyword and by fleet', async () => {
    const first = await listOf('/api/vehicle/list?pageNo=1&pageSize=5');
    const third = await listOf('/api/vehicle/list?pageNo=3&pageSize=5');
    expect(first.total).toBe(14);
    expect(first.list).toHaveLength(5);
    expect(third.list).toHaveLength(4);
    const shanghai = await listOf(`/api/vehicle/list?keyword=${encodeURIComponent('沪A')}`);
    expect(shanghai.total).toBeGreaterThan(0);
    expect(shanghai.total).toBeLessThan(14);
    (shanghai.list as unknown as { plate: string }[]).forEach((v) =>
      expect(v.plate).toContain('沪A'),
    );
    expect((await listOf('/api/vehicle/list?carTeamId=1021')).total).toBe(3);
    expect((await listOf('/api/vehicle/list?unassigned=true')).total).toBe(2);
  });
});

describe('fleets of the dashboard', () => {
  it('are the car teams with their cars', async () => {
    const fleets = (await get('/api/fleet/getFleets')).data as { id: number; carCount: number }[];
    expect(fleets.map((f) => f.id)).toEqual(db.carTeams.all().map((t) => t.id));
    const cars = (await post('/api/fleet/getCars', { carTeamIds: [1021] })).data as unknown[];
    expect(cars).toHaveLength(fleets[0]?.carCount ?? -1);
    const all = (await post('/api/fleet/getCars', { carTeamIds: [] })).data as unknown[];
    expect(all).toHaveLength(fleets.reduce((sum, fleet) => sum + fleet.carCount, 0));
  });
});

describe('VIN uniqueness', () => {
  it('reports a taken VIN, refuses it on save and allows it on the own update', async () => {
    const car = db.vehicles.all()[0];
    if (!car) throw new Error('no seeded car');
    expect((await get(`/api/vehicle/checkVin?vin=${car.vin}`)).data).toEqual({
      available: false,
      vehicleId: car.id,
    });
    expect((await get(`/api/vehicle/checkVin?vin=${car.vin}&excludeId=${car.id}`)).data).toEqual({
      available: true,
    });
    expect((await get('/api/vehicle/checkVin?vin=LSJA24U62PG000017')).data).toEqual({
      available: true,
    });
    const copy = {
      vin: car.vin,
      plate: '沪A00001',
      vehicleModelId: 1,
      carTeamId: null,
      ecuIds: [],
      valid_flag: 1,
    };
    expect(await post('/api/vehicle/save', copy)).toMatchObject({
      code: 1410,
      msg: 'VIN 已被其他车辆使用',
    });
    const own = { ...copy, id: car.id, plate: car.plate, vehicleModelId: car.vehicleModelId };
    expect((await post('/api/vehicle/update', own)).code).toBe(0);
  });
});

describe('special semantics', () => {
  it('adds cars and members to a fleet and takes them out', async () => {
    const detail = async () =>
      (await get('/api/carTeam/detail?id=1021')).data as {
        cars: { id: number }[];
        members: { id: number }[];
        carCount: number;
      };
    expect((await post('/api/carTeam/addCars', { carTeamId: 1021, carIds: [313, 314] })).code).toBe(
      0,
    );
    expect((await post('/api/carTeam/addMembers', { carTeamId: 1021, memberIds: [52] })).code).toBe(
      0,
    );
    expect((await detail()).carCount).toBe(5);
    expect((await detail()).members.map((m) => m.id)).toContain(52);
    await post('/api/carTeam/removeCars', { carTeamId: 1021, carIds: [313] });
    await post('/api/carTeam/removeMembers', { carTeamId: 1021, memberIds: [52] });
    expect((await detail()).cars.map((c) => c.id)).not.toContain(313);
    expect(db.vehicles.find(313)?.carTeamId).toBeNull();
    expect((await detail()).members.map((m) => m.id)).not.toContain(52);
  });

  it('disables and enables accounts; a disabled account cannot log in', async () => {
    await post('/api/account/disable', { ids: [2] });
    expect((await get('/api/account/detail?id=2')).data).toMatchObject({ status: 'disabled' });
    const login = {
      username: 'guest',
      password: 'Vdaq@2026',
      captchaKey: 'k-12345678',
      captchaCode: '8888',
    };
    expect((await post('/api/user/login', login)).code).toBe(1005);
    await post('/api/account/enable', { ids: [2] });
    expect((await post('/api/user/login', login)).code).toBe(0);
  });

  it('publishes and withdraws an announcement', async () => {
    const draft = db.announcements.findBy((a) => a.status === 'draft')?.id ?? 0;
    expect((await post('/api/announcement/withdraw', { id: draft })).code).toBe(1414);
    await post('/api/announcement/publish', { id: draft });
    expect((await get(`/api/announcement/detail?id=${draft}`)).data).toMatchObject({
      status: 'published',
    });
    await post('/api/announcement/withdraw', { id: draft });
    expect((await get(`/api/announcement/detail?id=${draft}`)).data).toMatchObject({
      status: 'withdrawn',
    });
  });

  it('moves an upgrade job on with every read until it finishes', async () => {
    const created = await post('/api/device/upgrade/create', {
      firmwareId: 502,
      upgrade_obj: 0,
      deviceIds: [1024, 1026],
    });
    const id = (created.data as { id: number; status: string }).id;
    expect(created.data).toMatchObject({ status: 'pending', progress: 0 });
    const seen: string[] = [];
    for (let read = 0; read < 5; read += 1)
      seen.push(
        ((await get(`/api/device/upgrade/detail?id=${id}`)).data as { job: { status: string } }).job
          .status,
      );
    expect(seen[0]).toBe('running');
    expect(seen.at(-1)).toBe('finished');
    expect((await post('/api/device/upgrade/cancel', { id })).code).toBe(1414);
  });

  it('creates a named database backup that moves over reads, refuses its deletion while it runs, then deletes it', async () => {
    const created = await post('/api/database/backup/create', {
      instanceId: 1,
      name: '升级前备份',
      remark: '升级到 16.4 之前',
    });
    const id = (created.data as { id: number }).id;
    expect(
      (await post('/api/database/backup/create', { instanceId: 1, name: '又一次' })).code,
    ).toBe(1414);
    expect((await post('/api/database/backup/delete', { ids: [id] })).code).toBe(1414);
    const seen: unknown[] = [];
    for (let read = 0; read < 5; read += 1)
      seen.push((await listOf('/api/database/backup/list?instanceId=1')).list[0]);
    expect(seen[0]).toMatchObject({ id, status: 'running', progress: 20, name: '升级前备份' });
    expect(seen.at(-1)).toMatchObject({ id, status: 'succeeded', progress: 100 });
    await post('/api/database/backup/delete', { ids: [id] });
    expect((await listOf('/api/database/backup/list')).list.map((b) => b.id)).not.toContain(id);
    expect(db.operationLogs.all().some((log) => log.target === '数据库备份 升级前备份')).toBe(true);
  });

  it('queues a download job for a bulk download, retries failed jobs and deletes jobs', async () => {
    const ids = db.dataFiles
      .all()
      .slice(0, 3)
      .map((file) => file.id);
    const ticket = await post('/api/data/bulkDownload', { ids });
    const { jobId } = ticket.data as { jobId: number; name: string };
    expect((await get(`/api/download/job/detail?id=${jobId}`)).data).toMatchObject({
      fileCount: 3,
      status: 'running',
    });
    expect((await listOf(`/api/download/job/files?jobId=${jobId}`)).total).toBe(3);
    const failed = db.downloadJobs.findBy((j) => j.status === 'failed')?.id ?? 0;
    expect((await post('/api/download/job/retry', { id: failed })).code).toBe(0);
    expect((await post('/api/download/job/retry', { id: jobId })).code).toBe(1414);
    await post('/api/download/job/delete', { ids: [jobId] });
    expect((await call(`/api/download/job/zip?id=${jobId}`)).headers.get('Content-Type')).toContain(
      'json',
    );
  });
});

describe('device binding', () => {
  it('keeps a fleet chosen without a car, binds no car the user did not choose, and unbinds', async () => {
    const fleet = db.carTeams.all()[0];
    const device = db.devices.findBy((d) => d.carId !== null);
    if (!fleet || !device) throw new Error('seed has no fleet or no bound device');
    const base = {
      id: device.id,
      name: device.name,
      model_number: device.model_number,
      device_personalization: device.device_personalization,
    };
    expect((await post('/api/device/update', { ...base, fleetId: fleet.id })).code).toBe(0);
    const detail = (await get(`/api/device/detail?id=${device.id}`)).data as Device;
    expect(detail.fleet).toEqual({ id: fleet.id, name: fleet.name });
    expect(detail.car).toBeNull();
    const inFleet = await listOf(`/api/device/list?fleetId=${fleet.id}&pageSize=1000`);
    expect(inFleet.list.map((row) => row.id)).toContain(device.id);
    // Neither given: unbound, as the contract says.
    expect((await post('/api/device/update', base)).code).toBe(0);
    const unbound = (await get(`/api/device/detail?id=${device.id}`)).data as Device;
    expect([unbound.car, unbound.fleet]).toEqual([null, null]);
  });
});
