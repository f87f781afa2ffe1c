import { db } from '../db';
import { mockErrors } from '../demo';
import type { BusinessError } from '../respond';
import { markerRecordsCsv } from '../stateful/marker';
import { deterministicBytes, emptyZip, toCsv } from './bytes';

export interface FileAnswer {
  fileName: string;
  body: string | Uint8Array;
}

type Source = (params: URLSearchParams) => FileAnswer | BusinessError;

const idOf = (params: URLSearchParams, name: string): number => Number(params.get(name));

const fleetName = (id: number | null): string =>
  (id === null ? undefined : db.carTeams.find(id)?.name) ?? '';

/** Cars the exports cover, narrowed by the filters both export calls share. */
const exportedCars = (params: URLSearchParams) => {
  const vin = params.get('vin');
  const team = params.get('carTeamId');
  const keyword = params.get('keyword')?.trim();
  return db.vehicles.filter(
    (v) =>
      v.carTeamId !== null &&
      (!vin || v.vin === vin) &&
      (!team || v.carTeamId === Number(team)) &&
      (!keyword || v.vin.includes(keyword) || v.plate.includes(keyword)),
  );
};

const testChecksCsv: Source = (params) => {
  const rows = exportedCars(params).map((car, index) => {
    const failed = index % 5 === 2 ? 1 : 0;
    const warning = index % 3 === 1 ? 1 : 0;
    const result = failed ? '失败' : warning ? '警告' : '通过';
    const remark = failed ? 'CAN3 断档，待确认线束' : '';
    return [
      '2026-11-20',
      car.vin,
      car.plate,
      fleetName(car.carTeamId),
      result,
      12,
      12 - failed - warning,
      warning,
      failed,
      '2026-11-21 02:00:00',
      remark,
    ];
  });
  const header = [
    '检查日期',
    'VIN',
    '车牌',
    '车队',
    '结论',
    '检查项',
    '通过',
    '警告',
    '失败',
    '检查时间',
    '备注',
  ];
  return { fileName: '试验检查_20261120.csv', body: toCsv(header, rows) };
};

const firmwareFile: Source = (params) => {
  const firmware = db.firmware.find(idOf(params, 'id'));
  if (!firmware) return mockErrors.notFound;
  return { fileName: firmware.fileName, body: deterministicBytes(firmware.md5, 1024) };
};

const jobZip: Source = (params) => {
  const job = db.downloadJobs.find(idOf(params, 'id'));
  return job ? { fileName: `${job.name}.zip`, body: emptyZip() } : mockErrors.notFound;
};

const jobFile: Source = (params) => {
  const job = db.downloadJobs.find(idOf(params, 'jobId'));
  const file = job?.files.find((f) => f.id === idOf(params, 'fileId'));
  return file ? { fileName: file.name, body: deterministicBytes(file.name) } : mockErrors.notFound;
};

/** Where the content of each non-JSON answer comes from; calls without one get stand-in bytes. */
export const fileSources: Readonly<Record<string, Source>> = {
  downloadFirmware: firmwareFile,
  downloadJobFile: jobFile,
  downloadJobZip: jobZip,
  exportMarkerRuleRecordsCsv: markerRecordsCsv,
  exportTestChecks: testChecksCsv,
};
