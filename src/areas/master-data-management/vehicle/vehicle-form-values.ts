import { saveVehicleBodyLimits as limits } from '@/api/generated/limits';
import type { Vehicle, VehicleSaveRequest } from '@/api/generated/model';
import { normalizePlate, plateProblem, vinProblem } from '@/lib/vehicle-id';
import { masterStrings as m } from '../shared/strings';
import { onlyProblems, textProblem } from '../shared/use-entity-form';
import { vehicleStrings as s } from './strings';

export type VehicleValues = {
  vin: string;
  plate: string;
  vehicleModelId: string;
  carTeamId: string;
  /** Chosen ECU ids, comma-separated, so the form keeps one kind of value. */
  ecuIds: string;
  valid_flag: string;
  remark: string;
};

export const VEHICLE_ORDER = [
  'vin',
  'plate',
  'vehicleModelId',
  'carTeamId',
  'ecuIds',
  'valid_flag',
  'remark',
] as const;
export const NO_FLEET = 'none';

export const vehicleValuesOf = (row?: Vehicle): VehicleValues => ({
  vin: row?.vin ?? '',
  plate: row?.plate ?? '',
  vehicleModelId: row ? String(row.vehicleModelId) : '',
  carTeamId: row?.carTeamId ? String(row.carTeamId) : NO_FLEET,
  ecuIds: row ? row.ecus.map((e) => e.id).join(',') : '',
  valid_flag: row ? String(row.valid_flag) : '1',
  remark: row?.remark ?? '',
});

export const ecuIdsOf = (values: VehicleValues): number[] =>
  values.ecuIds.split(',').filter(Boolean).map(Number);

export const validateVehicle = (v: VehicleValues) =>
  onlyProblems<VehicleValues>({
    vin: v.vin.trim() === '' ? m.required(s.vin) : vinProblem(v.vin),
    plate: plateProblem(v.plate),
    vehicleModelId: v.vehicleModelId === '' ? m.choose(s.model) : undefined,
    remark: textProblem(v.remark, m.remark, limits.remark.maxLength, false),
  });

/** The request; only ECUs of the chosen model go with it (a model change leaves others behind). */
export const toVehicleRequest = (
  v: VehicleValues,
  modelEcuIds: readonly number[],
): VehicleSaveRequest => ({
  vin: v.vin.trim().toUpperCase(),
  plate: normalizePlate(v.plate),
  vehicleModelId: Number(v.vehicleModelId),
  carTeamId: v.carTeamId === NO_FLEET ? null : Number(v.carTeamId),
  ecuIds: ecuIdsOf(v).filter((id) => modelEcuIds.includes(id)),
  valid_flag: Number(v.valid_flag),
  remark: v.remark.trim(),
});
