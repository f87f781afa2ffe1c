// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import type { DataFile, OriFileDayGroup } from '../../api/generated/model';
import { db } from '../db';
import { sliceErrors } from '../demo';
import { get, listOf, post } from './checked-call';

setupMockServer();

const files = async (path: string) => ((await get(path)).data as { list: DataFile[] }).list;

describe('data files mock', () => {
  it('filters by fleet, port type and time range, newest first', async () => {
    const team = db.carTeams.all()[0]!;
    const vins = db.vehicles.filter((v) => v.carTeamId === team.id).map((v) => v.vin);
    const page = (
      await get(`/api/ori_data/getOriFileList?carTeamId=${team.id}&portType=CAN&pageSize=50`)
    ).data as { total: number; list: DataFile[] };
    expect(page.total).toBeGreaterThan(50);
    expect(page.list.every((f) => vins.includes(f.vin) && f.portType.startsWith('CAN'))).toBe(true);
    const starts = page.list.map((f) => Date.parse(f.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('removes for real, records the removal and packs downloads in 下载中心', async () => {
    const [a, b] = db.oriFiles.all();
    const logs = db.operationLogs.size;
    expect((await post('/api/ori_data/bulkRemoveOriFile', { ids: [a!.id, b!.id] })).data).toEqual({
      removed: 2,
      failedIds: [],
    });
    expect(db.oriFiles.find(a!.id)).toBeUndefined();
    expect(db.operationLogs.size).toBe(logs + 1);
    const file = db.dataFiles.all()[0]!;
    const ticket = (await post('/api/data/bulkDownload', { ids: [file.id] })).data as {
      jobId: number;
    };
    expect(db.downloadJobs.find(ticket.jobId)?.files.map((f) => f.name)).toEqual([file.fileName]);
  });

  it('sums files and volume per car and day, and can leave the files out', async () => {
    const group = (
      (await get('/api/ori_data/getOriFileListForDaimler?pageSize=1')).data as {
        list: OriFileDayGroup[];
      }
    ).list[0]!;
    expect(group.fileCount).toBe(group.files.length);
    expect(group.totalSize).toBe(group.files.reduce((sum, f) => sum + f.size, 0));
    const bare = await listOf('/api/ori_data/getOriFileListForDaimler?withFiles=false&pageSize=1');
    expect((bare.list[0] as unknown as OriFileDayGroup).files).toEqual([]);
  });

  it('refuses some slices with a list code', async () => {
    const file = db.dataFiles.findBy((f) => f.status === 'parsed')!;
    const window = { vin: file.vin, startTime: file.startTime, endTime: file.endTime };
    expect((await post('/api/dataset/file/slice', { ...window, fileIds: [file.id] })).code).toBe(0);
    const long = {
      ...window,
      endTime: new Date(Date.parse(file.startTime) + 25 * 3_600_000).toISOString(),
    };
    expect(await post('/api/dataset/file/slice', long)).toMatchObject(sliceErrors.windowTooLong);
    const other = db.dataFiles.findBy((f) => f.vin !== file.vin)!;
    expect(await post('/api/dataset/file/slice', { ...window, fileIds: [other.id] })).toMatchObject(
      sliceErrors.notThisCar,
    );
  });

  it('holds files on CAN3, LIN2, FlexRay and Ethernet ports, filtered by port or by bus type', async () => {
    for (const [port, bus] of [
      ['CAN3', 'CAN'],
      ['LIN2', 'LIN'],
      ['FlexRay1', 'FlexRay'],
      ['ETH1', 'ETH'],
    ] as const) {
      const byPort = await files(`/api/data/getFileList?portType=${port}&pageSize=50`);
      expect(byPort.length, port).toBeGreaterThan(0);
      expect(byPort.every((f) => f.portType === port)).toBe(true);
      const byBus = await files(`/api/ori_data/getOriFileList?portType=${bus}&pageSize=200`);
      expect(byBus.some((f) => f.portType === port)).toBe(true);
      expect(byBus.every((f) => f.portType.replace(/\d+$/, '') === bus)).toBe(true);
    }
  });

  it('slices the ports asked for, a bus type alone taking all its ports', async () => {
    const file = db.dataFiles.findBy((f) => f.status === 'parsed' && f.portType === 'FlexRay1')!;
    const window = { vin: file.vin, startTime: file.startTime, endTime: file.endTime };
    expect(
      (await post('/api/dataset/file/slice', { ...window, portTypes: ['FlexRay'] })).code,
    ).toBe(0);
    expect(
      (await post('/api/dataset/file/slice', { ...window, portTypes: ['FlexRay1'] })).code,
    ).toBe(0);
    expect(
      await post('/api/dataset/file/slice', { ...window, portTypes: ['FlexRay2'] }),
    ).toMatchObject(sliceErrors.noData);
  });
});
