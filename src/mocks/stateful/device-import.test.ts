import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import { db } from '../db';
import { listOf, post } from './checked-call';

setupMockServer();

const row = (serialNo: string, extra: { fleetId?: number; carId?: number } = {}) => ({
  serialNo,
  name: `导入 ${serialNo}`,
  model_number: 1,
  device_personalization: 0,
  ...extra,
});

const everyDevice = () => listOf('/api/device/list?pageNo=1&pageSize=1000');

describe('device import (importDevices)', () => {
  it('writes nothing when any row is refused, naming the first bad row', async () => {
    const before = await everyDevice();
    const taken = db.devices.all()[0]?.serialNo ?? '';
    const fleetId = db.carTeams.all()[0]?.id ?? 0;
    const good = [row('VD2K-IMP-0001', { fleetId }), row('VD2K-IMP-0002')];
    const refusals = [
      {
        rows: [...good, row(taken.toLowerCase())],
        answer: { code: 1411, msg: `第 3 行（序列号 ${taken.toLowerCase()}）：设备序列号已存在` },
      },
      {
        rows: [...good, row('vd2k-imp-0001')],
        answer: { code: 1400, msg: '第 3 行（序列号 vd2k-imp-0001）：序列号与前面的行重复' },
      },
      {
        rows: [...good, row('VD2K-IMP-0003', { fleetId: 999_999 })],
        answer: { code: 1400, msg: '第 3 行（序列号 VD2K-IMP-0003）：车队不存在' },
      },
      {
        rows: [row('VD2K-IMP-0003', { carId: 999_999 }), ...good],
        answer: { code: 1400, msg: '第 1 行（序列号 VD2K-IMP-0003）：车辆不存在' },
      },
      {
        rows: Array.from({ length: 501 }, (_, i) => row(`VD2K-IMP-${1000 + i}`)),
        answer: { code: 1400, msg: '请求参数有误' },
      },
    ];
    for (const { rows, answer } of refusals) {
      expect(await post('/api/device/import', { rows })).toMatchObject(answer);
      expect(await everyDevice()).toEqual(before);
    }
  });

  it('registers every row of a good import, bound as asked', async () => {
    const before = db.devices.size;
    const fleet = db.carTeams.all()[0];
    const car = db.vehicles.all()[0];
    const done = await post('/api/device/import', {
      rows: [
        row('VD2K-IMP-0101', { fleetId: fleet?.id }),
        row('VD2K-IMP-0102', { carId: car?.id }),
        row('VD2K-IMP-0103'),
      ],
    });
    expect(done).toMatchObject({ code: 0, data: { created: 3 } });
    expect(db.devices.size).toBe(before + 3);
    const listed = (await listOf('/api/device/list?keyword=VD2K-IMP-01')).list as unknown as {
      serialNo: string;
      device_reg_status: number;
      fleet: { id: number } | null;
      car: { id: number } | null;
    }[];
    const bySerial = new Map(listed.map((d) => [d.serialNo, d]));
    expect([...bySerial.keys()].sort()).toEqual([
      'VD2K-IMP-0101',
      'VD2K-IMP-0102',
      'VD2K-IMP-0103',
    ]);
    expect(bySerial.get('VD2K-IMP-0101')).toMatchObject({ fleet: { id: fleet?.id }, car: null });
    expect(bySerial.get('VD2K-IMP-0102')).toMatchObject({ car: { id: car?.id } });
    expect(bySerial.get('VD2K-IMP-0103')).toMatchObject({ fleet: null, car: null });
    listed.forEach((d) => expect(d.device_reg_status).toBe(0));
  });
});
