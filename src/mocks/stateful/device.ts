import { http } from '../typed-http';
import type { Device } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/device-management/device-management.zod';
import { db, type DeviceRecord } from '../db';
import { defaultPortGroups } from '../db/device-seed';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { isError, now, parseBody, resourceHandlers } from './resource';

const versionRef = (table: typeof db.softwareVersions, id: number) => ({
  id,
  name: table.find(id)?.name ?? '',
});

export const toDevice = ({
  carId,
  softwareVersionId,
  hardwareVersionId,
  ...row
}: DeviceRecord): Device => {
  const car = carId === null ? undefined : db.vehicles.find(carId);
  const team = car?.carTeamId ? db.carTeams.find(car.carTeamId) : undefined;
  return {
    ...row,
    softwareVersion: versionRef(db.softwareVersions, softwareVersionId),
    hardwareVersion: versionRef(db.hardwareVersions, hardwareVersionId),
    car: car ? { id: car.id, plate: car.plate, vin: car.vin } : null,
    fleet: team ? { id: team.id, name: team.name } : null,
  };
};

const carOf = (row: DeviceRecord) => (row.carId === null ? undefined : db.vehicles.find(row.carId));

const serialTaken = (serialNo: string, id?: number) =>
  db.devices.findBy((d) => d.serialNo === serialNo && d.id !== id) !== undefined;

/** A device named with a car keeps it; a fleet alone picks the fleet's first car without a device. */
const carFor = (carId?: number, fleetId?: number): number | null => {
  if (carId !== undefined) return db.vehicles.find(carId) ? carId : null;
  if (fleetId === undefined) return null;
  const taken = new Set(db.devices.all().map((d) => d.carId));
  return db.vehicles.findBy((v) => v.carTeamId === fleetId && !taken.has(v.id))?.id ?? null;
};

const crud = resourceHandlers({
  base: '/api/device',
  label: '设备',
  table: () => db.devices,
  toDto: toDevice,
  nameOf: (row) => row.serialNo,
  keyword: (row) => [row.serialNo, row.name, carOf(row)?.plate, carOf(row)?.vin],
  filters: {
    model_number: 'model_number',
    device_reg_status: 'device_reg_status',
    online: 'online',
    carId: 'carId',
    softwareVersionId: 'softwareVersionId',
    hardwareVersionId: 'hardwareVersionId',
    vin: (row, value) => carOf(row)?.vin === value.toUpperCase(),
    fleetId: (row, value) => String(carOf(row)?.carTeamId) === value,
  },
  save: {
    schema: schemas.saveDeviceBody,
    answer: 'dto',
    create: ({ carId, fleetId, hardwareVersionId, remark, ...body }) =>
      serialTaken(body.serialNo)
        ? mockErrors.serialTaken
        : {
            ...body,
            device_reg_status: 0,
            softwareVersionId: db.softwareVersions.all()[0]?.id ?? 1,
            hardwareVersionId: hardwareVersionId ?? db.hardwareVersions.all()[0]?.id ?? 1,
            carId: carFor(carId, fleetId),
            online: false,
            lastOnlineAt: null,
            ip: null,
            remark: remark ?? null,
            createdAt: now(),
          },
  },
  update: {
    schema: schemas.updateDeviceBody,
    patch: ({ id: _id, carId, fleetId, hardwareVersionId, ...body }, row) => ({
      ...body,
      hardwareVersionId: hardwareVersionId ?? row.hardwareVersionId,
      carId: carId === undefined && fleetId === undefined ? row.carId : carFor(carId, fleetId),
    }),
  },
  remove: { after: (ids) => ids.forEach((id) => db.portConfigs.delete(id)) },
});

export const deviceHandlers = [
  ...crud,
  http.get('/api/device/softwareVersions', () => ok(db.softwareVersions.all())),
  http.get('/api/device/hardwareVersions', () => ok(db.hardwareVersions.all())),
  http.get('/api/device/portConfig', ({ query }) => {
    const deviceId = Number(query.get('deviceId'));
    if (!db.devices.find(deviceId)) return fail(mockErrors.notFound);
    return ok({ deviceId, groups: db.portConfigs.get(deviceId) ?? defaultPortGroups() });
  }),
  http.post('/api/device/portConfig/save', async ({ request }) => {
    const body = await parseBody(request, schemas.saveDevicePortConfigBody);
    if (isError(body)) return fail(body);
    if (!db.devices.find(body.deviceId)) return fail(mockErrors.notFound);
    db.portConfigs.set(body.deviceId, structuredClone(body.groups));
    return ok(true);
  }),
];
