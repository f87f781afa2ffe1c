import type { Device, DeviceSaveRequest } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/device-management/device-management.zod';
import { db, type DeviceRecord, type Insert } from '../db';
import { defaultPortGroups } from '../db/device-seed';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { isError, now, parseBody, resourceHandlers } from './resource';

const versionRef = (table: typeof db.softwareVersions, id: number) => ({
  id,
  name: table.find(id)?.name ?? '',
});

/** The car a device is bound to, if any. */
export const carOf = (row: DeviceRecord) =>
  row.carId === null ? undefined : db.vehicles.find(row.carId);

/** The fleet a device belongs to: its car's, or the one it is bound to without a car. */
export const fleetIdOf = (row: DeviceRecord): number | null => carOf(row)?.carTeamId ?? row.fleetId;

export const toDevice = (record: DeviceRecord): Device => {
  const { carId: _carId, fleetId: _fleetId, softwareVersionId, hardwareVersionId, ...row } = record;
  const car = carOf(record);
  const teamId = fleetIdOf(record);
  const team = teamId === null ? undefined : db.carTeams.find(teamId);
  return {
    ...row,
    softwareVersion: versionRef(db.softwareVersions, softwareVersionId),
    hardwareVersion: versionRef(db.hardwareVersions, hardwareVersionId),
    car: car ? { id: car.id, plate: car.plate, vin: car.vin } : null,
    fleet: team ? { id: team.id, name: team.name } : null,
  };
};

const serialTaken = (serialNo: string, id?: number) =>
  db.devices.findBy((d) => d.serialNo === serialNo && d.id !== id) !== undefined;

/**
 * What a device is bound to: a car (its fleet is the car's), or a fleet alone, or neither (the
 * contract: what is not given is unbound).
 */
const bindingFor = (carId?: number, fleetId?: number): Pick<DeviceRecord, 'carId' | 'fleetId'> => {
  if (carId !== undefined && db.vehicles.find(carId)) return { carId, fleetId: null };
  if (fleetId !== undefined && db.carTeams.find(fleetId)) return { carId: null, fleetId };
  return { carId: null, fleetId: null };
};

/** The stored row of a device just registered (saveDevice, importDevices): never seen online. */
export const newDevice = ({
  carId,
  fleetId,
  hardwareVersionId,
  remark,
  ...body
}: DeviceSaveRequest): Insert<DeviceRecord> => ({
  ...body,
  device_reg_status: 0,
  softwareVersionId: db.softwareVersions.all()[0]?.id ?? 1,
  hardwareVersionId: hardwareVersionId ?? db.hardwareVersions.all()[0]?.id ?? 1,
  ...bindingFor(carId, fleetId),
  online: false,
  lastOnlineAt: null,
  ip: null,
  remark: remark ?? null,
  createdAt: now(),
});

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
    fleetId: (row, value) => String(fleetIdOf(row)) === value,
  },
  save: {
    schema: schemas.SaveDeviceBody,
    answer: 'dto',
    create: (body) => (serialTaken(body.serialNo) ? mockErrors.serialTaken : newDevice(body)),
  },
  update: {
    schema: schemas.UpdateDeviceBody,
    patch: ({ id: _id, carId, fleetId, hardwareVersionId, ...body }, row) => ({
      ...body,
      hardwareVersionId: hardwareVersionId ?? row.hardwareVersionId,
      ...bindingFor(carId, fleetId),
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
    const body = await parseBody(request, schemas.SaveDevicePortConfigBody);
    if (isError(body)) return fail(body);
    if (!db.devices.find(body.deviceId)) return fail(mockErrors.notFound);
    db.portConfigs.set(body.deviceId, structuredClone(body.groups));
    return ok(true);
  }),
];
