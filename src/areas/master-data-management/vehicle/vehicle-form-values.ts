import type { Vehicle } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';
import { normalizePlate, plateProblem, vinProblem } from '@/lib/vehicle-id';

import { chosenNumber } from '../shared/options';
import { vehicleStrings as s } from './strings';
import type { VinCheck } from './use-vin-check';

export type VehicleValues = {
  vin: string;
  plate: string;
  vehicleModelId: string;
  carTeamId: string;
  ecuIds: number[];
  valid_flag: string;
  remark: string;
};

export const NO_FLEET = 'none';

export const vehicleValuesOf = (row?: Vehicle): VehicleValues => ({
  vin: row?.vin ?? '',
  plate: row?.plate ?? '',
  vehicleModelId: row ? String(row.vehicleModelId) : '',
  carTeamId: row?.carTeamId ? String(row.carTeamId) : NO_FLEET,
  ecuIds: row ? row.ecus.map((e) => e.id) : [],
  valid_flag: row ? String(row.valid_flag) : '1',
  remark: row?.remark ?? '',
});

/**
 * Rules the contract cannot express: the VIN's check digit (GB 16735), the server's word that it is
 * taken, and the plate's rules.
 */
export const vehicleRules =
  (check: VinCheck): FormRules<VehicleValues> =>
  (v) => ({
    vin: (v.vin.trim() !== '' && vinProblem(v.vin)) || (check.state === 'taken' && s.vinTaken),
    plate: plateProblem(v.plate),
  });

/** The request; only ECUs of the chosen model go with it (a model change leaves others behind). */
export const toVehicleRequest = (v: VehicleValues, modelEcuIds: readonly number[]) => ({
  vin: v.vin.trim().toUpperCase(),
  plate: normalizePlate(v.plate),
  vehicleModelId: chosenNumber(v.vehicleModelId),
  carTeamId: v.carTeamId === NO_FLEET ? null : Number(v.carTeamId),
  ecuIds: v.ecuIds.filter((id) => modelEcuIds.includes(id)),
  valid_flag: Number(v.valid_flag),
  remark: v.remark.trim(),
});
