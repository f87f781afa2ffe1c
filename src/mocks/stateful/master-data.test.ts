import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import { db } from '../db';
import { get, listOf, post } from './checked-call';

setupMockServer();

const row = (vin: string, plate: string) => ({
  vin,
  plate,
  vehicleModelId: 1,
  carTeamId: null,
  ecuIds: [],
  valid_flag: 1,
});

describe('master data referential safety', () => {
  it('imports every row or none, naming the first bad one', async () => {
    const before = db.vehicles.size;
    const refused = await post('/api/vehicle/import', {
      rows: [row('1M8GDM9AXKP042788', '沪AD00001'), row('1M8GDM9AXKP042788', '沪AD00002')],
    });
    expect(refused).toMatchObject({ msg: '第 2 行：VIN 与前面的行重复' });
    expect(db.vehicles.size).toBe(before);
    const done = await post('/api/vehicle/import', {
      rows: [row('1M8GDM9AXKP042788', '沪AD00001'), row('LVSHCAMB1CE054249', '沪AD00002')],
    });
    expect(done.data).toEqual({ created: 2 });
    expect(db.vehicles.size).toBe(before + 2);
  });

  it('keeps a model cars use, naming them; sorts on request', async () => {
    const refused = await post('/api/vehicleModel/delete', { ids: [1] });
    expect(refused.msg).toMatch(/^智己 L7：3 辆车、3 个 ECU使用此车型/);
    expect(db.vehicleModels.find(1)).toBeDefined();
    const sorted = await listOf('/api/vehicleModel/list?sortBy=vehicleCount&sortOrder=asc');
    const counts = (sorted.list as unknown as { vehicleCount: number }[]).map(
      (m) => m.vehicleCount,
    );
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('takes a deleted ECU off the cars that carry it', async () => {
    const car = db.vehicles.all().find((v) => v.ecuIds.length > 0);
    const ecuId = car?.ecuIds[0] ?? 0;
    expect((await post('/api/ecu/delete', { ids: [ecuId] })).code).toBe(0);
    const after = (await get(`/api/vehicle/detail?id=${car?.id ?? 0}`)).data as {
      ecus: { id: number }[];
    };
    expect(after.ecus.map((e) => e.id)).not.toContain(ecuId);
  });
});
