import type { Ecu, Tester, Vehicle, VehicleModel } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/master-data-management/master-data-management.zod';
import {
  db,
  type EcuRecord,
  type TesterRecord,
  type VehicleModelRecord,
  type VehicleRecord,
} from '../db';
import { mockErrors } from '../demo';
import type { BusinessError } from '../respond';
import { now, resourceHandlers } from './resource';

const stamps = () => ({ createdAt: now(), updatedAt: now() });
export const teamName = (id: number | null): string | null =>
  id === null ? null : (db.carTeams.find(id)?.name ?? null);
export const modelName = (id: number): string => db.vehicleModels.find(id)?.name ?? '';

/** A VIN is free when no other vehicle (other than `exceptId`) carries it. */
export const vinOwner = (vin: string, exceptId?: number): number | undefined =>
  db.vehicles.findBy((v) => v.vin === vin.toUpperCase() && v.id !== exceptId)?.id;

const carsOfModel = (id: number) => db.vehicles.filter((v) => v.vehicleModelId === id).length;
const ecusOfModel = (id: number) => db.ecus.filter((e) => e.vehicleModelId === id).length;

const toVehicleModel = (row: VehicleModelRecord): VehicleModel => ({
  ...row,
  vehicleCount: carsOfModel(row.id),
  ecuCount: ecusOfModel(row.id),
});

/** Models still used name their dependants, so nothing is deleted and the user learns why. */
const modelsInUse = (ids: number[]): BusinessError | undefined => {
  const used = ids.flatMap((id) => {
    const model = db.vehicleModels.find(id);
    const cars = carsOfModel(id);
    const ecus = ecusOfModel(id);
    if (!model || (cars === 0 && ecus === 0)) return [];
    const users = [cars > 0 ? `${cars} 辆车` : '', ecus > 0 ? `${ecus} 个 ECU` : '']
      .filter(Boolean)
      .join('、');
    return [`${model.name}：${users}使用此车型`];
  });
  return used.length === 0
    ? undefined
    : { code: mockErrors.inUse.code, msg: `${used.join('；')}，无法删除` };
};

const toVehicle = ({ ecuIds, ...row }: VehicleRecord): Vehicle => ({
  ...row,
  vehicleModelName: modelName(row.vehicleModelId),
  carTeamName: teamName(row.carTeamId),
  deviceSerialNo: db.devices.findBy((d) => d.carId === row.id)?.serialNo ?? null,
  ecus: ecuIds
    .map((id) => db.ecus.find(id))
    .flatMap((e) => (e ? [{ id: e.id, name: e.name }] : [])),
});

const toTester = (row: TesterRecord): Tester => ({ ...row, carTeamName: teamName(row.carTeamId) });
const toEcu = (row: EcuRecord): Ecu => ({
  ...row,
  vehicleModelName: modelName(row.vehicleModelId),
  vehicleCount: db.vehicles.filter((v) => v.ecuIds.includes(row.id)).length,
});

const sameName = <T extends { id: number; name: string }>(rows: T[], name: string, id?: number) =>
  rows.some((row) => row.name === name && row.id !== id);

export const vehicleModelHandlers = resourceHandlers({
  base: '/api/vehicleModel',
  label: '车型',
  table: () => db.vehicleModels,
  toDto: toVehicleModel,
  nameOf: (row) => row.name,
  keyword: (row) => [row.name, row.brand],
  filters: {
    car_model_type: 'car_model_type',
    car_power_model: 'car_power_model',
    valid_flag: 'valid_flag',
  },
  save: {
    schema: schemas.SaveVehicleModelBody,
    answer: 'id',
    create: (body) =>
      sameName(db.vehicleModels.all(), body.name)
        ? mockErrors.duplicate
        : { ...body, remark: body.remark ?? '', ...stamps() },
  },
  update: {
    schema: schemas.UpdateVehicleModelBody,
    patch: ({ id, ...body }) =>
      sameName(db.vehicleModels.all(), body.name, id)
        ? mockErrors.duplicate
        : { ...body, remark: body.remark ?? '' },
  },
  sortable: ['name', 'brand', 'vehicleCount', 'createdAt', 'updatedAt'],
  remove: { check: modelsInUse },
});

export const vehicleHandlers = resourceHandlers({
  base: '/api/vehicle',
  label: '车辆',
  table: () => db.vehicles,
  toDto: toVehicle,
  nameOf: (row) => row.plate,
  keyword: (row) => [row.vin, row.plate, modelName(row.vehicleModelId), teamName(row.carTeamId)],
  filters: {
    vehicleModelId: 'vehicleModelId',
    carTeamId: 'carTeamId',
    valid_flag: 'valid_flag',
    unassigned: (row, value) => value !== 'true' || row.carTeamId === null,
  },
  sortable: ['vin', 'plate', 'createdAt', 'updatedAt'],
  save: {
    schema: schemas.SaveVehicleBody,
    answer: 'id',
    create: ({ ecuIds, ...body }) =>
      vinOwner(body.vin) === undefined
        ? { ...body, vin: body.vin.toUpperCase(), ecuIds, remark: body.remark ?? '', ...stamps() }
        : mockErrors.vinTaken,
  },
  update: {
    schema: schemas.UpdateVehicleBody,
    patch: ({ id, ...body }) =>
      vinOwner(body.vin, id) === undefined
        ? { ...body, remark: body.remark ?? '' }
        : mockErrors.vinTaken,
  },
  remove: {
    after: (ids) =>
      db.devices
        .filter((d) => d.carId !== null && ids.includes(d.carId))
        .forEach((d) => db.devices.update(d.id, { carId: null })),
  },
});

export const testerHandlers = resourceHandlers({
  base: '/api/tester',
  label: '试验员',
  table: () => db.testers,
  toDto: toTester,
  nameOf: (row) => row.name,
  keyword: (row) => [row.name, row.phone, row.employeeNo],
  filters: {
    carTeamId: 'carTeamId',
    is_active: 'is_active',
    unassigned: (row, value) => value !== 'true' || row.carTeamId === null,
  },
  sortable: ['name', 'employeeNo', 'createdAt', 'updatedAt'],
  save: {
    schema: schemas.SaveTesterBody,
    answer: 'id',
    create: (body) => ({ ...body, ...stamps() }),
  },
  update: { schema: schemas.UpdateTesterBody, patch: ({ id: _id, ...body }) => body },
});

export const ecuHandlers = resourceHandlers({
  base: '/api/ecu',
  label: 'ECU',
  table: () => db.ecus,
  toDto: toEcu,
  nameOf: (row) => row.name,
  keyword: (row) => [row.name, row.supplier, row.hardwareVersion, row.softwareVersion],
  filters: { vehicleModelId: 'vehicleModelId' },
  sortable: ['name', 'supplier', 'createdAt', 'updatedAt'],
  save: {
    schema: schemas.SaveEcuBody,
    answer: 'id',
    create: (body) => ({ ...body, remark: body.remark ?? '', ...stamps() }),
  },
  update: {
    schema: schemas.UpdateEcuBody,
    patch: ({ id: _id, ...body }) => ({ ...body, remark: body.remark ?? '' }),
  },
  // The contract takes a deleted ECU off the cars that carry it.
  remove: {
    after: (ids) =>
      db.vehicles
        .filter((v) => v.ecuIds.some((id) => ids.includes(id)))
        .forEach((v) =>
          db.vehicles.update(v.id, { ecuIds: v.ecuIds.filter((id) => !ids.includes(id)) }),
        ),
  },
});
