import * as schemas from '../../api/generated/zod/device-management/device-management.zod';
import { db } from '../db';
import { mockErrors } from '../demo';
import { type BusinessError, fail } from '../respond';
import { contractHandler } from '../typed-http';
import { newDevice } from './device';
import { importAll } from './import-all';
import { isError, parseBody } from './resource';

type ImportRow = (typeof schemas.ImportDevicesBody)['_output']['rows'][number];

/** The row by its place in the request and its serial, as the preview of the file lists it. */
const rowError = (line: number, row: ImportRow, refusal: BusinessError): BusinessError => ({
  code: refusal.code,
  msg: `第 ${line} 行（序列号 ${row.serialNo}）：${refusal.msg}`,
});

const refused = (msg: string): BusinessError => ({ code: mockErrors.badRequest.code, msg });

/** The first problem among the rows, checked before anything is written. */
const firstProblem = (rows: readonly ImportRow[]): BusinessError | undefined => {
  const registered = new Set(db.devices.all().map((d) => d.serialNo.toUpperCase()));
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const line = index + 1;
    const serial = row.serialNo.toUpperCase();
    if (seen.has(serial)) return rowError(line, row, refused('序列号与前面的行重复'));
    seen.add(serial);
    if (registered.has(serial)) return rowError(line, row, mockErrors.serialTaken);
    // saveDevice leaves an unknown car or fleet unbound; an import refuses it instead, so a
    // file naming the wrong one is fixed rather than registered without its binding.
    if (row.carId !== undefined && !db.vehicles.find(row.carId))
      return rowError(line, row, refused('车辆不存在'));
    if (row.fleetId !== undefined && !db.carTeams.find(row.fleetId))
      return rowError(line, row, refused('车队不存在'));
  }
  return undefined;
};

/** importDevices: every row or none, like the platform's transaction. */
export const deviceImportHandlers = [
  contractHandler('post', '/api/device/import', async ({ request }) => {
    const body = await parseBody(request, schemas.ImportDevicesBody);
    if (isError(body)) return fail(body);
    return importAll(request, body.rows, {
      label: '设备',
      firstProblem,
      insert: (row) => db.devices.insert(newDevice(row)).serialNo,
    });
  }),
];
