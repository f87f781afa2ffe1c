import * as schemas from '../../api/generated/zod/master-data-management/master-data-management.zod';
import { vinProblem } from '../../lib/vehicle-id';
import { db } from '../db';
import { mockErrors } from '../demo';
import { type BusinessError, fail } from '../respond';
import { contractHandler } from '../typed-http';
import { importAll } from './import-all';
import { vinOwner } from './master-data';
import { isError, now, parseBody } from './resource';

type ImportRow = (typeof schemas.ImportVehiclesBody)['_output']['rows'][number];

const rowError = (line: number, msg: string): BusinessError => ({
  code: mockErrors.badRequest.code,
  msg: `第 ${line} 行：${msg}`,
});

/** The first problem among the rows, checked before anything is written. */
const firstProblem = (rows: readonly ImportRow[]): BusinessError | undefined => {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const line = index + 1;
    const vin = row.vin.toUpperCase();
    const own = vinProblem(vin);
    if (own) return rowError(line, own);
    if (seen.has(vin)) return rowError(line, 'VIN 与前面的行重复');
    seen.add(vin);
    if (vinOwner(vin) !== undefined) return rowError(line, mockErrors.vinTaken.msg);
    if (!db.vehicleModels.find(row.vehicleModelId)) return rowError(line, '车型不存在');
    if (row.carTeamId !== null && !db.carTeams.find(row.carTeamId))
      return rowError(line, '车队不存在');
  }
  return undefined;
};

/** importVehicles: every row or none, like the platform's transaction. */
export const vehicleImportHandlers = [
  contractHandler('post', '/api/vehicle/import', async ({ request }) => {
    const body = await parseBody(request, schemas.ImportVehiclesBody);
    if (isError(body)) return fail(body);
    return importAll(request, body.rows, {
      label: '车辆',
      firstProblem,
      insert: (row) => {
        const stamp = now();
        db.vehicles.insert({
          ...row,
          vin: row.vin.toUpperCase(),
          remark: row.remark ?? '',
          createdAt: stamp,
          updatedAt: stamp,
        });
        return row.plate;
      },
    });
  }),
];
